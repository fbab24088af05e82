import { api } from '@switchboard/shared/client';
import type {
  Customer,
  CustomerSearchRequest,
  CustomerSearchResponse,
  CustomerTicketListResponse,
  CustomerTicketsQuery,
  CustomerWriteRequest,
} from '@switchboard/shared/contracts';
import { OWN_ERRORS } from './own-errors';
import { resourceApi } from './resource-api';

// `create` and `update` answer 409 `CONFLICT` on `/email` when the address is taken; `remove` answers 204,
// or 409 `CONFLICT` while the customer has tickets.
const customers = resourceApi<{
  details: Customer;
  searchRequest: CustomerSearchRequest;
  searchResponse: CustomerSearchResponse;
  write: CustomerWriteRequest;
  removed: void;
}>('customers');

/** Customer administration for agents (`features/tickets/customers/` of the api). */
export const customersApi = {
  ...customers,
  /** Newest first; needs customers view and tickets view. */
  async tickets(id: string, query: CustomerTicketsQuery): Promise<CustomerTicketListResponse> {
    return (await api.get<CustomerTicketListResponse>(`${customers.pathOf(id)}/tickets`, { ...OWN_ERRORS, params: query })).data;
  },
};
