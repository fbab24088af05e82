export * from './customer-tokens.js';
export * from './customers.service.js';
export * from './guard.js';
export * from './routes.js';
