export * from './tickets-list-screen';
