import { customersApi } from '../../api/customers-api';
import { useLatestSearch } from '../../components';
import { toCustomerSearchRequest, type CustomersQuery } from './customers-query';

/** `POST customers/search` for the list view; only the answer to the latest request counts. */
export function useCustomerSearch(query: CustomersQuery, onError: (error: unknown) => void) {
  return useLatestSearch(toCustomerSearchRequest(query), customersApi.search, onError);
}
