export * from './roles.service.js';
export * from './routes.js';
export * from './users.service.js';
