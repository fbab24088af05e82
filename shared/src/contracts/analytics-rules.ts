// Analytics rules shared by the api and the dashboards, with no schema: a screen that reads them loads no TypeBox.

/** How a ticket came in: raised by an agent, by a customer in the hub, or by mail (later). */
export const TICKET_CHANNELS = ['agent', 'hub', 'email'] as const;
export type TicketChannel = (typeof TICKET_CHANNELS)[number];

/** The push method a dashboard listens to: something its figures count changed (coalesced, at most about once a second). */
export const DASHBOARD_PUSH_TARGET = 'DashboardChanged';
/** The hub method a connection invokes to hear `DashboardChanged` (needs the status dashboard permission); answers `true`. */
export const DASHBOARD_JOIN_METHOD = 'JoinDashboard';
/** …and the one it invokes to stop hearing it. */
export const DASHBOARD_LEAVE_METHOD = 'LeaveDashboard';

/** Counts that could be large are counted up to this; a count equal to it reads "10,000+". */
export const ANALYTICS_COUNT_CAP = 10_000;
/** An SLA target due within this long is "about to breach" (the tickets list's "due soon" filter too). */
export const ANALYTICS_DUE_SOON_MS = 60 * 60 * 1000;

// Trend dashboard: `POST v1/analytics/trend`.
export const ANALYTICS_PERIODS = ['today', '7d', '30d', '90d', 'custom'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const ANALYTICS_INTERVALS = ['hour', 'day', 'week', 'month'] as const;
export type AnalyticsInterval = (typeof ANALYTICS_INTERVALS)[number];
/** The breakdowns of a trend (and the one dimension a trend may be narrowed to). */
export const ANALYTICS_DIMENSIONS = ['category', 'group', 'agent', 'priority', 'channel'] as const;
export type AnalyticsDimension = (typeof ANALYTICS_DIMENSIONS)[number];
/** The hour interval is offered for periods of at most this many days. */
export const ANALYTICS_MAX_HOURLY_DAYS = 14;
/** The longest custom period. */
export const ANALYTICS_MAX_DAYS = 731;
