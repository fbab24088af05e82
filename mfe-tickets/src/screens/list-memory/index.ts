export * from './list-memory';
