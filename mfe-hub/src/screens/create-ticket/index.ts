export * from './create-ticket-screen';
export * from './strings';
