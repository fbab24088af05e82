export * from './auth-page';
export * from './hub-page';
export * from './auth';
