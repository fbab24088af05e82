export * from './database.js';
export * from './migrate.js';
export * from './schema.js';
