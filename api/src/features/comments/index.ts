export * from './comment-text.js';
export * from './comments.service.js';
export * from './routes.js';
export * from './ticket-access.js';
