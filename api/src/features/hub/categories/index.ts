export { getActiveCategory, listActiveCategories } from './categories.service.js';
export { clientCategoriesRoutes } from './routes.js';
