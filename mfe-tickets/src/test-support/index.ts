export { bodyOf, type FakeHandler, type FakeReply, fakeServer, NOT_FOUND } from './fake-server';
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
  OPEN,
  PENDING,
  STATUSES,
} from './fixtures';
export { ALL_TICKET_PERMISSIONS, renderTickets } from './render-tickets';
