import { api } from '@switchboard/shared/client';
import type { TicketView, TicketViewSearchResponse, TicketViewWriteRequest } from '@switchboard/shared/contracts';
import { OWN_ERRORS } from './own-errors';

const viewPath = (id: string) => `tickets/views/${encodeURIComponent(id)}`;

/** The agent's saved views of the tickets list. */
export const ticketViewsApi = {
  async list(): Promise<TicketView[]> {
    return (await api.post<TicketViewSearchResponse>('tickets/views/search', {}, OWN_ERRORS)).data.entities;
  },
  async create(body: TicketViewWriteRequest): Promise<TicketView> {
    return (await api.post<TicketView>('tickets/views', body, OWN_ERRORS)).data;
  },
  async update(id: string, body: TicketViewWriteRequest): Promise<TicketView> {
    return (await api.put<TicketView>(viewPath(id), body, OWN_ERRORS)).data;
  },
  async remove(id: string): Promise<void> {
    await api.delete(viewPath(id), OWN_ERRORS);
  },
};
