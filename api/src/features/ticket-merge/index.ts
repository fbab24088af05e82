export * from './merge.service.js';
export * from './routes.js';
