export { categoriesAdminRoutes } from './routes.js';
