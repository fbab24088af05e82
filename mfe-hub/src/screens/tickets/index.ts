export * from './tickets-screen';
export * from './strings';
