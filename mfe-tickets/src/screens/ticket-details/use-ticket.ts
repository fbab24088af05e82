import { useCallback, useEffect, useState } from 'react';
import type { AgentTicket } from '@switchboard/shared/contracts';
import { ticketsApi } from '../../api';
import { statusOf } from '../../feedback';

export type TicketState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; ticket: AgentTicket };

/** `GET tickets/{id}`; 404 (or 400 for a malformed id) reads as not found. */
export function useTicket(id: string) {
  const [state, setState] = useState<TicketState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    ticketsApi.get(id).then(
      (ticket) => live && setState({ status: 'ready', ticket }),
      (error: unknown) => {
        if (!live) return;
        const status = statusOf(error);
        setState(status === 404 || status === 400 ? { status: 'notFound' } : { status: 'failed', error });
      },
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);

  const setTicket = useCallback((update: (ticket: AgentTicket) => AgentTicket) => {
    setState((current) => (current.status === 'ready' ? { status: 'ready', ticket: update(current.ticket) } : current));
  }, []);

  return { state, setTicket, reload: () => setAttempt((n) => n + 1) };
}
