export * from './auth-page';
export * from './auth';
