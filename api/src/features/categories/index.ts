export {
  categoryFieldFromRow,
  categoryFieldRows,
  getActiveCategory,
  listActiveCategories,
  SAMPLE_CATEGORIES,
  seedSampleCategories,
} from './categories.service.js';
export { clientCategoriesRoutes } from './routes.js';
