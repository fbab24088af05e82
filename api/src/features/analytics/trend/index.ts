export { trendDashboardRoutes } from './routes.js';
export { forgetTrends } from './trend-cache.js';
export { trendDashboard, type TrendCaller } from './trend.service.js';
