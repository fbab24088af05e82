export * from './render-auth';
export * from './render-hub';
