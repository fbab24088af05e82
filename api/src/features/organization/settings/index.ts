export { organizationRoutes } from './routes.js';
