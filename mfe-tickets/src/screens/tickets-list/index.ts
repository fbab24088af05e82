export { TicketsListScreen } from './tickets-list-screen';
