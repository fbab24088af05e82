export { clientTicketsRoutes } from './routes.js';
export {
  categoryFieldsFor,
  CLIENT_TICKETS_MAX_PAGE_SIZE,
  createCustomerTicket,
  type CustomerRef,
  getCustomerTicket,
  listCustomerTickets,
  markCustomerTicketRead,
  ticketNotFound,
} from './tickets.service.js';
