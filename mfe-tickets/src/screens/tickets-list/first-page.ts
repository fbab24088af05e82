import { earlyAnswer } from '@switchboard/shared/client';
import type { TicketSearchRequest } from '@switchboard/shared/contracts';
import { ticketsApi } from '../../api';
import { TICKET_LIST, toSearchRequest } from './list-query';

const firstPage = earlyAnswer((request: TicketSearchRequest, ahead: boolean) => ticketsApi.search(request, { ahead }));

/** Asks for the first page of the list at `search` (the address's query) before the list's code is in. */
export function askFirstPage(search: string): void {
  firstPage.ask(toSearchRequest(TICKET_LIST.parse(new URLSearchParams(search))));
}

/** The list's search: its first call takes the page asked ahead when it is the same request. */
export const searchTickets = firstPage.read;
