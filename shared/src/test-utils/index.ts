export * from './http-mock.js';
export * from './session.js';
