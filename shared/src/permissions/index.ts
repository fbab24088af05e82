export * from './has.js';
export * from './require-permission.js';
export * from './use-permissions.js';
