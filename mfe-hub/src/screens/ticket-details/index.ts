export { TicketDetailsScreen } from './ticket-details-screen';
