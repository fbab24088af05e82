export * from './tickets-api';
