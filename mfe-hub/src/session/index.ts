export * from './hub-session';
export * from './require-hub-session';
