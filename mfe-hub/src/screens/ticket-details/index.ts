export * from './ticket-details-screen';
export * from './strings';
