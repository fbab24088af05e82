export {
  type CategoryOption,
  type CustomerOption,
  lookupsApi,
  newIdempotencyKey,
  ticketsApi,
} from './tickets-api';
