export * from './database.js';
export * from './migrate.js';
export * from './schema.js';
export * from './polling-worker.js';
