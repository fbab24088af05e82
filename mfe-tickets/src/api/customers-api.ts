import type { AxiosRequestConfig } from 'axios';
import { api } from '@switchboard/shared/client';
import type {
  Customer,
  CustomerSearchRequest,
  CustomerSearchResponse,
  CustomerTicketListResponse,
  CustomerTicketsQuery,
  CustomerWriteRequest,
} from '@switchboard/shared/contracts';

/** Customer screens toast their own errors (see `useTicketsFeedback`): the global notifier would double them. */
const OWN_ERRORS: AxiosRequestConfig = { skipErrorNotifier: true };

const customerPath = (id: string) => `customers/${encodeURIComponent(id)}`;

/** Customer administration for agents (issue #4, `features/customers/` of the api). */
export const customersApi = {
  async search(body: CustomerSearchRequest): Promise<CustomerSearchResponse> {
    return (await api.post<CustomerSearchResponse>('customers/search', body, OWN_ERRORS)).data;
  },
  async get(id: string): Promise<Customer> {
    return (await api.get<Customer>(customerPath(id), OWN_ERRORS)).data;
  },
  /** 201 with the customer; 409 `CONFLICT` on `/email` when the address is taken. */
  async create(body: CustomerWriteRequest): Promise<Customer> {
    return (await api.post<Customer>('customers', body, OWN_ERRORS)).data;
  },
  async update(id: string, body: CustomerWriteRequest): Promise<Customer> {
    return (await api.put<Customer>(customerPath(id), body, OWN_ERRORS)).data;
  },
  /** 204; 409 `CONFLICT` while the customer has tickets. */
  async remove(id: string): Promise<void> {
    await api.delete(customerPath(id), OWN_ERRORS);
  },
  /** Newest first; needs customers view and tickets view. */
  async tickets(id: string, query: CustomerTicketsQuery): Promise<CustomerTicketListResponse> {
    return (await api.get<CustomerTicketListResponse>(`${customerPath(id)}/tickets`, { ...OWN_ERRORS, params: query })).data;
  },
};
