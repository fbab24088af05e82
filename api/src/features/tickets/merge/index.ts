export { type MergeCaller, mergeTickets } from './merge.service.js';
export { ticketMergeRoutes } from './routes.js';
