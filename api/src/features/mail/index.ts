export * from './outbox.js';
export * from './templates.js';
export * from './transport.js';
export * from './worker.js';
