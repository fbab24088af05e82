export {
  checkFieldValue,
  choiceLabels,
  validateComplaint,
  type ValidComplaint,
} from './complaint-validation.js';
export {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  idempotencyKeyOf,
  type IdempotentResult,
  requestHash,
  runIdempotent,
} from './idempotency.js';
export { clientTicketsRoutes } from './routes.js';
export {
  categoryFieldsFor,
  CLIENT_TICKETS_MAX_PAGE_SIZE,
  createCustomerTicket,
  type CreatedBy,
  createTicketStatement,
  type CustomerRef,
  getCustomerTicket,
  listCustomerTickets,
  type NewTicket,
  ticketNotFound,
} from './tickets.service.js';
