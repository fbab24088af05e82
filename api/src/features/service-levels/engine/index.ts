export { loadPolicies, markSlasStale, planNewTicketSla, refreshTicketSla, SLA_DEFAULT_PRIORITY, type LoadedPolicy, type NewTicketSla, type SlaHappening } from './engine.service.js';
export { slaPlugin } from './sla-plugin.js';
export { SLA_ESCALATION_EVENT, SlaWorker, type SlaWorkResult } from './sla-worker.js';
export { slaBadges, type SlaColumns } from './sla-summary.js';
