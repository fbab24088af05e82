export {
  type CategoryOption,
  type CustomerOption,
  lookupsApi,
  newIdempotencyKey,
  ticketsApi,
} from './tickets-api';
export { ticketViewsApi } from './ticket-views-api';
