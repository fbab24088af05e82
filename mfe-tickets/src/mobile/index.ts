export * from './mobile-redirect';
export * from './mobile-redirect-target';
