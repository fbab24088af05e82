export * from './messages.service.js';
export * from './routes.js';
export * from './sanitize-message.js';
