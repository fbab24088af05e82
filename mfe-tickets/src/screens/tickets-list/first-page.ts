import type { TicketSearchRequest, TicketSearchResponse } from '@switchboard/shared/contracts';
import { ticketsApi } from '../../api';
import { TICKET_LIST, toSearchRequest } from './list-query';

/** How long an early answer waits for the list to take it: a page that shows the list does so at once. */
const EARLY_ANSWER_LIFETIME_MS = 15_000;

let early: { request: string; askedAt: number; answer: Promise<TicketSearchResponse> } | null = null;

/**
 * Asks for the first page of the list at `search` (the address's query) before the list's code is in:
 * the page that opens on the list then draws its rows on the list's first render instead of asking
 * after it. Quiet: a failure is left to the list, which asks again and says so.
 */
export function askFirstPage(search: string): void {
  const request = toSearchRequest(TICKET_LIST.parse(new URLSearchParams(search)));
  const answer = ticketsApi.search(request, { ahead: true });
  answer.catch(() => undefined);
  early = { request: JSON.stringify(request), askedAt: Date.now(), answer };
}

/**
 * The list's search: the first call takes the early answer when it asked for exactly this request,
 * not long ago (a failed early answer is asked again); every other call goes to the server.
 */
export function searchTickets(request: TicketSearchRequest): Promise<TicketSearchResponse> {
  const taken = early;
  early = null;
  if (taken && taken.request === JSON.stringify(request) && Date.now() - taken.askedAt < EARLY_ANSWER_LIFETIME_MS) {
    return taken.answer.catch(() => ticketsApi.search(request));
  }
  return ticketsApi.search(request);
}
