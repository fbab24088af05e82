export { trendDashboardRoutes } from './routes.js';
export { trendDashboard, type TrendCaller } from './trend.service.js';
