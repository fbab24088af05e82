export * from './auth-api.js';
export * from './env.js';
export * from './http.js';
