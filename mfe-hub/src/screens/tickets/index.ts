export { TicketsScreen } from './tickets-screen';
