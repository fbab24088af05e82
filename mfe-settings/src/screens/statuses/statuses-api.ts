import { api } from '@switchboard/shared/client';
import type {
  StatusDeleteResponse,
  StatusDetails,
  StatusSearchRequest,
  StatusSearchResponse,
  StatusSummary,
  StatusWriteRequest,
} from '@switchboard/shared/contracts';
import { STATUSES_MAX } from '@switchboard/shared/contracts';
import { crudApi } from '@switchboard/shared/crud';

/** Screens toast their own errors: the global notifier would show them twice. */
const OWN_ERRORS = { skipErrorNotifier: true };
const statuses = crudApi<{
  searchRequest: StatusSearchRequest;
  searchResponse: StatusSearchResponse;
  details: StatusDetails;
  write: StatusWriteRequest;
  deleted: StatusDeleteResponse;
}>('statuses');

/**
 * Status administration (`features/tickets/statuses/` of the api). Create and update answer 400 on
 * `/color` for a colour not readable as a tag and 409 on `/name` for a name in use; delete answers
 * 409 for the default status and, for a status in use, unless `moveTo` names where its tickets go.
 */
export const statusesApi = {
  ...statuses,
  /** Every status in order (an organisation has at most `STATUSES_MAX`). */
  async all(): Promise<StatusSummary[]> {
    return (await statuses.search({ pageSize: STATUSES_MAX, sort: { field: 'position', order: 'asc' } })).entities;
  },
  async reorder(ids: string[]): Promise<StatusSearchResponse> {
    return (await api.put<StatusSearchResponse>('statuses/order', { ids }, OWN_ERRORS)).data;
  },
  /** Deletes a status; `moveTo` is where its tickets go when it is in use. */
  async removeMoving(id: string, moveTo?: string): Promise<StatusDeleteResponse> {
    const query = moveTo ? `?moveTo=${encodeURIComponent(moveTo)}` : '';
    return (await api.delete<StatusDeleteResponse>(`statuses/${encodeURIComponent(id)}${query}`, OWN_ERRORS)).data;
  },
};
