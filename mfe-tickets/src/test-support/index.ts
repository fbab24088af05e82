export {
  AGENTS,
  ANA,
  BEN,
  BILLING,
  BILLING_TEAM,
  CATEGORIES,
  CLOSED,
  lookupReply,
  makeTicket,
  MAYA,
  NIGHT_SHIFT,
  NOT_FOUND,
  OPEN,
  PENDING,
  STATUSES,
} from './fixtures';
export { ALL_TICKET_PERMISSIONS, renderListScreen, renderTickets } from './render-tickets';
