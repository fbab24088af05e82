export { getActiveCategory } from './category-form.js';
export { categoriesAdminRoutes } from './routes.js';
export { localizedSampleCategory, localizedSampleCategoryName, localizedSampleField, SAMPLE_CATEGORIES, seedSampleCategories } from './sample-categories.js';
