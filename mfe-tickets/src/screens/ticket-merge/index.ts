export { TicketMergeScreen } from './ticket-merge-screen';
