export * from './constants.js';
export * from './errors.js';
export * from './paths.js';
export * from './permissions.js';
export * from './remotes.js';
