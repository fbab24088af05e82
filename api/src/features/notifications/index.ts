export * from './notifications.service.js';
export * from './plugin.js';
export * from './processor.js';
export * from './routes.js';
export * from './rules.js';
export * from './texts.js';
