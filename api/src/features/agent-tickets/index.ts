export * from './agent-ticket-query.js';
export * from './routes.js';
