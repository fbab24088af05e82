export * from './ticket-history.js';
export * from './history-list.service.js';
