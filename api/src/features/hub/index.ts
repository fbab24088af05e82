export { customerAuthenticationPlugin, type CustomerContext, customerSessionRoutes, hubAuthRoutes } from './accounts/index.js';
export { clientCategoriesRoutes, listActiveCategories } from './categories/index.js';
export { hubArea } from './hub-area.js';
export { clientTicketsRoutes, createCustomerTicket } from './tickets/index.js';
