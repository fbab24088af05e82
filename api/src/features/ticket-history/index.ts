export * from './ticket-history.js';
