export { oauthClientsRoutes } from './routes.js';
