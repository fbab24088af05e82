export { rolesRoutes } from './routes.js';
