export { statusDashboardRoutes } from './routes.js';
export { statusDashboard, type StatusCaller } from './status.service.js';
