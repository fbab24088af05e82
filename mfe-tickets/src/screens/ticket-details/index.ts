export { fieldValueText, TicketDetailsScreen, type TicketDetailsScreenProps } from './ticket-details-screen';
