export { customersRoutes } from './routes.js';
