export * from './date.js';
export * from './file-size.js';
export * from './relative-time.js';
export * from './category-fields.js';
