export { ticketViewsRoutes } from './routes.js';
