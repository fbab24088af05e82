export { matchingPolicy, policyMatches, type MatchablePolicy, type SlaTicketFacts } from '../engine/policy-matching.js';
export { slasRoutes } from './routes.js';
export { ensureDefaultPolicy } from './slas.service.js';
