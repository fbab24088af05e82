export { getActiveCategory } from '../../tickets/categories/index.js';
export { listActiveCategories } from './categories.service.js';
export { clientCategoriesRoutes } from './routes.js';
