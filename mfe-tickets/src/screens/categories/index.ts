export { CategoriesListScreen } from './categories-list-screen';
export { CategoryDetailsScreen } from './category-details-screen';
