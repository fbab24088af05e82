export * from './routes.js';
export * from './signing.js';
export * from './storage.js';
