export { CreateTicketScreen } from './create-ticket-screen';
