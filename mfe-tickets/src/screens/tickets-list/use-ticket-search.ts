import { ticketsApi } from '../../api';
import { useLatestSearch } from '../../components';
import { toSearchRequest, type ListQuery } from './list-query';

/** `POST tickets/search` for the list view; only the answer to the latest request counts. */
export function useTicketSearch(query: ListQuery, onError: (error: unknown) => void) {
  return useLatestSearch(toSearchRequest(query), ticketsApi.search, onError);
}
