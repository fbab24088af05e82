export * from './complaint-validation.js';
export * from './idempotency.js';
export * from './routes.js';
export * from './tickets.service.js';
