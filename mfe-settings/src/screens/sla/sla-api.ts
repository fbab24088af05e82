import { api } from '@switchboard/shared/client';
import {
  MAX_PAGE_SIZE,
  type CategorySearchResponse,
  type Customer,
  type CustomerSearchResponse,
  type ScheduleSearchResponse,
  type SlaDetails,
  type SlaOrderResponse,
  type SlaSearchRequest,
  type SlaSearchResponse,
  type SlaSummary,
  type SlaWriteRequest,
  type UserGroupSearchResponse,
  type UserSearchResponse,
} from '@switchboard/shared/contracts';
import { crudApi } from '@switchboard/shared/crud';

/** Screens report their own errors: the global notifier would show them twice. */
const OWN_ERRORS = { skipErrorNotifier: true };
const slas = crudApi<{ searchRequest: SlaSearchRequest; searchResponse: SlaSearchResponse; details: SlaDetails; write: SlaWriteRequest }>('slas');

/** One choice of a picker. */
export interface PickOption {
  value: string;
  label: string;
}

const post = async <T>(path: string, body: unknown): Promise<T> => (await api.post<T>(path, body, OWN_ERRORS)).data;

/**
 * SLA policy administration (`features/service-levels/slas/` of the api), and the pick lists of its
 * form. Create and update answer 409 CONFLICT on `/name` for a name in use and 400 naming each
 * condition or escalation entry that is not of the organisation.
 */
export const slaApi = {
  ...slas,
  /** Every policy in order (the first page of the largest size: organisations keep a handful). */
  async all(): Promise<SlaSummary[]> {
    return (await slas.search({ pageSize: MAX_PAGE_SIZE, sort: { field: 'position', order: 'asc' } })).entities;
  },
  /** Puts the listed policies first, in this order; the others follow in theirs. */
  async reorder(ids: string[]): Promise<SlaOrderResponse> {
    return (await api.put<SlaOrderResponse>('slas/order', { ids }, OWN_ERRORS)).data;
  },
  async schedules(): Promise<PickOption[]> {
    const page = await post<ScheduleSearchResponse>('schedules/search', { pageSize: MAX_PAGE_SIZE, sort: { field: 'name', order: 'asc' } });
    return page.entities.map((schedule) => ({ value: schedule.id, label: schedule.name }));
  },
  async categories(): Promise<PickOption[]> {
    const page = await post<CategorySearchResponse>('categories/search', { pageSize: MAX_PAGE_SIZE, sort: { field: 'name', order: 'asc' } });
    return page.entities.map((category) => ({ value: category.id, label: category.name }));
  },
  async userGroups(): Promise<PickOption[]> {
    const page = await post<UserGroupSearchResponse>('usergroups/search', { pageSize: MAX_PAGE_SIZE, sort: { field: 'name', order: 'asc' } });
    return page.entities.map((group) => ({ value: group.id, label: group.name }));
  },
  /** Customers whose name or email contains `query`. */
  async findCustomers(query: string): Promise<PickOption[]> {
    const page = await post<CustomerSearchResponse>('customers/search', { query, pageSize: 20 });
    return page.entities.map(customerOption);
  },
  /** The customers a policy names, for their labels. */
  async customersByIds(ids: readonly string[]): Promise<PickOption[]> {
    const found = await Promise.all(ids.map(async (id) => (await api.get<Customer>(`customers/${encodeURIComponent(id)}`, OWN_ERRORS)).data));
    return found.map(customerOption);
  },
  /** Active agents whose name or email contains `query`. */
  async findAgents(query: string): Promise<PickOption[]> {
    const page = await post<UserSearchResponse>('users/search', { query, filters: { status: 'active' }, pageSize: 50 });
    return page.entities.map((user) => ({ value: user.id, label: `${user.name} <${user.email}>` }));
  },
};

const customerOption = (customer: Pick<Customer, 'id' | 'name' | 'email'>): PickOption => ({ value: customer.id, label: `${customer.name} <${customer.email}>` });
