export * from './countries';
export * from './validation';
