export * from './guards';
export * from './loginTarget';
