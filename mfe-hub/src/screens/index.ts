export * from './auth-page';
export * from './hub-page';
