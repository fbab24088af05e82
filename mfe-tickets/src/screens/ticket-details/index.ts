export * from './ticket-details-screen';
