export { serviceLevelsArea } from './service-levels-area.js';
export { DEFAULT_SCHEDULE_NAME, ensureDefaultSchedule } from './schedules/index.js';
export { loadPolicies, markSlasStale, refreshTicketSla, slaPlugin, slaBadges, type SlaHappening } from './engine/index.js';
export { ensureDefaultPolicy } from './slas/index.js';
