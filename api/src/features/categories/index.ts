export * from './categories.service.js';
export * from './routes.js';
