export { hubBrandingRoutes } from './routes.js';
