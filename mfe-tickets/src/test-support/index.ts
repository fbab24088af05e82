export * from './fake-server';
export * from './fixtures';
export * from './render-tickets';
