import { api } from '@switchboard/shared/client';
import type { MergeTicketsRequest, MergeTicketsResponse } from '@switchboard/shared/contracts';

/** `POST tickets/merge`; the screen explains failures itself (no global toast). */
export async function mergeTickets(body: MergeTicketsRequest): Promise<MergeTicketsResponse> {
  return (await api.post<MergeTicketsResponse>('tickets/merge', body, { skipErrorNotifier: true })).data;
}
