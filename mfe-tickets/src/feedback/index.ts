export * from './use-tickets-feedback';
