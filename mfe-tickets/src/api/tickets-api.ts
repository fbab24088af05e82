import { aheadOfScreen, api } from '@switchboard/shared/client';
import { IDEMPOTENCY_KEY_HEADER } from '@switchboard/shared/contracts';
import type {
  AgentPickListResponse,
  CategoryAdminSummary,
  CategorySearchResponse,
  Customer,
  CustomerSearchResponse,
  AgentTicket,
  CategoryDetails,
  CreateAgentTicketRequest,
  PatchTicketRequest,
  StatusListResponse,
  TicketDivisionPickListResponse,
  TicketHistoryResponse,
  TicketMessageListResponse,
  TicketSearchRequest,
  TicketSearchResponse,
  UserGroupPickListResponse,
} from '@switchboard/shared/contracts';
import { OWN_ERRORS } from './own-errors';

const ticketPath = (id: string) => `tickets/${encodeURIComponent(id)}`;

/** A category of a pick list (`POST categories/search` entities; only `id` and `name` are read). */
export type CategoryOption = Pick<CategoryAdminSummary, 'id' | 'name'>;

/** A customer of the picker (`POST customers/search` entities). */
export type CustomerOption = Pick<Customer, 'id' | 'name' | 'email'>;

/** Pick lists ask for the largest page the API allows. */
const PICK_LIST_SIZE = 100;

/** A fresh key per submission attempt: a retry with the same key never files twice. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** The agent workspace's ticket calls. */
export const ticketsApi = {
  /**
   * `ahead`: asked before the list is drawn (its first page while its code loads): a failure neither
   * signs out nor counts as the first screen's data; the list asks again and reports it.
   */
  async search(body: TicketSearchRequest, { ahead = false }: { ahead?: boolean } = {}): Promise<TicketSearchResponse> {
    return (await api.post<TicketSearchResponse>('tickets/search', body, aheadOfScreen(OWN_ERRORS, ahead))).data;
  },
  async get(id: string): Promise<AgentTicket> {
    return (await api.get<AgentTicket>(ticketPath(id), OWN_ERRORS)).data;
  },
  /** 201 with the ticket; pass the same `idempotencyKey` only when retrying the very same body. */
  async create(body: CreateAgentTicketRequest, idempotencyKey: string): Promise<AgentTicket> {
    return (await api.post<AgentTicket>('tickets', body, { ...OWN_ERRORS, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } })).data;
  },
  async patch(id: string, body: PatchTicketRequest): Promise<AgentTicket> {
    return (await api.patch<AgentTicket>(ticketPath(id), body, OWN_ERRORS)).data;
  },
  async remove(id: string): Promise<void> {
    await api.delete(ticketPath(id), OWN_ERRORS);
  },
  async history(id: string): Promise<TicketHistoryResponse> {
    return (await api.get<TicketHistoryResponse>(`${ticketPath(id)}/history`, OWN_ERRORS)).data;
  },
  async messages(id: string): Promise<TicketMessageListResponse> {
    return (await api.get<TicketMessageListResponse>(`${ticketPath(id)}/messages`, OWN_ERRORS)).data;
  },
};

/** Pick lists used by the filters and the editable header. */
export const lookupsApi = {
  async statuses(): Promise<StatusListResponse> {
    return (await api.get<StatusListResponse>('statuses', OWN_ERRORS)).data;
  },
  async assignees(query = ''): Promise<AgentPickListResponse> {
    return (await api.get<AgentPickListResponse>('tickets/assignees', { ...OWN_ERRORS, params: query ? { query } : undefined })).data;
  },
  /** Every category by name (`activeOnly` for new tickets: inactive ones take no new tickets). */
  /** `GET tickets/divisions`: the divisions where the agent sees tickets (filter and move picker). */
  async divisions(): Promise<TicketDivisionPickListResponse> {
    return (await api.get<TicketDivisionPickListResponse>('tickets/divisions', OWN_ERRORS)).data;
  },
  /** `GET tickets/usergroups`: the groups a ticket can be given to, the agent's own marked. */
  async userGroups(): Promise<UserGroupPickListResponse> {
    return (await api.get<UserGroupPickListResponse>('tickets/usergroups', OWN_ERRORS)).data;
  },
  async categories(activeOnly = false): Promise<CategorySearchResponse> {
    const body = { pageSize: PICK_LIST_SIZE, ...(activeOnly ? { filters: { isActive: true } } : {}) };
    return (await api.post<CategorySearchResponse>('categories/search', body, OWN_ERRORS)).data;
  },
  /** An active category as the new-ticket form shows it (a sample's texts in the agent's language). */
  async category(id: string): Promise<CategoryDetails> {
    return (await api.get<CategoryDetails>(`categories/${encodeURIComponent(id)}/form`, OWN_ERRORS)).data;
  },
  async customers(query: string): Promise<CustomerSearchResponse> {
    return (await api.post<CustomerSearchResponse>('customers/search', { query: query || undefined, pageNumber: 1, pageSize: 20 }, OWN_ERRORS)).data;
  },
};
