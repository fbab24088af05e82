export * from './constants.js';
export * from './errors.js';
export * from './paths.js';
export * from './permissions.js';
export * from './remotes.js';
export * from './common.js';
export * from './auth.js';
export * from './organization.js';
