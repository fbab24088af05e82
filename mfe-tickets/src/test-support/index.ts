export {
  AGENTS,
  ANA,
  BEN,
  BILLING,
  CATEGORIES,
  CLOSED,
  lookupReply,
  makeTicket,
  MAYA,
  NOT_FOUND,
  OPEN,
  PENDING,
  STATUSES,
} from './fixtures';
export { ALL_TICKET_PERMISSIONS, renderListScreen, renderTickets } from './render-tickets';
