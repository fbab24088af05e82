export { buildEnvJson, cacheControlFor, embeddedRoutes } from './routes.js';
