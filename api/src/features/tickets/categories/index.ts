export { categoriesAdminRoutes } from './routes.js';
export { SAMPLE_CATEGORIES, seedSampleCategories } from './sample-categories.js';
