export * from './passwords.js';
export * from './routes.js';
export * from './sessions.service.js';
export * from './tokens.js';
