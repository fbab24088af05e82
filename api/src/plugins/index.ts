export * from './api-key.js';
export * from './authentication.js';
export * from './error-messages.js';
export * from './errors.js';
export * from './rate-limit.js';
export * from './nul-characters.js';
