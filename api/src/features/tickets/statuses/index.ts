export { statusesAdminRoutes } from './routes.js';
