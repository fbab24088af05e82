export { type HistoryActor, type HistoryChange, recordHistory } from './ticket-history.js';
export { listTicketHistory } from './history-list.service.js';
