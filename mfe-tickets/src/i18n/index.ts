// The other languages are not re-exported: each is a lazy chunk (see resources.ts).
export { enUs } from './en-us';
export { TICKETS_NAMESPACE, ticketsResources, ticketsStrings } from './resources';
export type { TicketsResources } from './types';
