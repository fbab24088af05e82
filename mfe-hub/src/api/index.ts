export * from './hub-api';
