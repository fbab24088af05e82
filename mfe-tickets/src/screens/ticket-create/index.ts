export * from './ticket-create-screen';
