// The other languages are not re-exported: each is a lazy chunk (see resources.ts).
export { enUs } from './en-us';
export { DASHBOARD_NAMESPACE, dashboardStrings } from './resources';
export type { DashboardMessages } from './types';
