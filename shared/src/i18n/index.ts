export * from './instance.js';
export * from './locales/index.js';
