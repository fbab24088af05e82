export * from './render-auth';
