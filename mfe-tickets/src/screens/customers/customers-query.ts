import { defineListQuery, oneOf, type ListView } from '@switchboard/shared/crud';
import { CUSTOMER_SORT_FIELDS, type CustomerSearchRequest, type CustomerSortField } from '@switchboard/shared/contracts';

/** The verified filter: everyone, only verified, only not yet verified. */
export type VerifiedFilter = 'all' | 'yes' | 'no';

/** One view of the customers list; kept in the URL (`?q&verified&sort=field:order&page&size`). */
export type CustomersQuery = ListView<CustomerSortField, { verified: VerifiedFilter }>;

export const CUSTOMER_LIST = defineListQuery({
  sortFields: CUSTOMER_SORT_FIELDS,
  filters: { verified: oneOf<VerifiedFilter>(['all', 'yes', 'no'], 'all') },
  // An email search stays readable in a shared link.
  readable: [':', '@'],
});

/** `POST customers/search` body of a view. */
export function toCustomerSearchRequest(query: CustomersQuery): CustomerSearchRequest {
  const request: CustomerSearchRequest = CUSTOMER_LIST.toSearchPaging(query);
  if (query.verified !== 'all') request.filters = { verified: query.verified === 'yes' };
  return request;
}
