export { TicketCreateScreen, type TicketCreateScreenProps } from './ticket-create-screen';
