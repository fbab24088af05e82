export { DASHBOARD_PUSH_INTERVAL_MS, DashboardChannel, dashboardGroup, type DashboardPush } from './dashboard-channel.js';
