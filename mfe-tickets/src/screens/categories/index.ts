export * from './categories-list-screen';
export * from './category-details-screen';
