import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, type ClientTicket, type TicketMessage } from '@switchboard/shared/contracts';
import { useTranslation } from 'react-i18next';
import { hubMessagesApi, hubTicketsApi } from '../../api';
import { useHubFeedback } from '../../feedback';
import { HUB_NAMESPACE } from '../../i18n/resources';
import { isMissingTicket, isTicketId } from './ticket-format';
import { useSessionExpiry } from './use-session-expiry';

export type TicketLoadState = 'loading' | 'ready' | 'error';

/**
 * The ticket and its thread, loaded together. An unknown or malformed id goes back to the list;
 * other failures toast: the ticket's leaves a retry, the thread's an empty thread.
 */
export function useTicketDetails(id: string | undefined) {
  const navigate = useNavigate();
  const feedback = useHubFeedback();
  const { t } = useTranslation(HUB_NAMESPACE);
  const signOutIfExpired = useSessionExpiry();
  const [state, setState] = useState<TicketLoadState>('loading');
  const [ticket, setTicket] = useState<ClientTicket | null>(null);
  const [messages, setMessages] = useState<TicketMessage[]>([]);
  const [messagesLoading, setMessagesLoading] = useState(false);
  // Answers of a load that a newer one (or leaving the screen) superseded are dropped.
  const ticketRun = useRef(0);
  const messagesRun = useRef(0);

  const failureText = (error: unknown) => feedback.describe(error, '').title || undefined;

  const showMessagesError = (error: unknown) => {
    setMessages([]);
    if (signOutIfExpired(error)) return;
    feedback.error({ title: t('ticket.errors.messages'), description: failureText(error) });
  };

  const load = async () => {
    if (!isTicketId(id)) {
      navigate(paths.hubTickets(), { replace: true });
      return;
    }
    const run = ++ticketRun.current;
    const messagesTurn = ++messagesRun.current;
    setState('loading');
    const [ticketResult, messagesResult] = await Promise.allSettled([hubTicketsApi.get(id), hubMessagesApi.list(id)]);
    if (run !== ticketRun.current) return;
    if (ticketResult.status === 'rejected') {
      if (signOutIfExpired(ticketResult.reason)) return;
      if (isMissingTicket(ticketResult.reason)) {
        navigate(paths.hubTickets(), { replace: true });
        return;
      }
      setState('error');
      feedback.error({ title: t('ticket.errors.ticket'), description: failureText(ticketResult.reason) });
      return;
    }
    setTicket(ticketResult.value);
    if (messagesTurn === messagesRun.current) {
      if (messagesResult.status === 'fulfilled') setMessages(messagesResult.value.entities);
      else showMessagesError(messagesResult.reason);
    }
    setState('ready');
  };

  /** Reloads the thread only (after a send or a save), keeping what is shown until it arrives. */
  const reloadMessages = async () => {
    if (!ticket) return;
    const turn = ++messagesRun.current;
    setMessagesLoading(true);
    try {
      const list = await hubMessagesApi.list(ticket.id);
      if (turn === messagesRun.current) setMessages(list.entities);
    } catch (error) {
      if (turn === messagesRun.current) showMessagesError(error);
    } finally {
      if (turn === messagesRun.current) setMessagesLoading(false);
    }
  };

  const loadOnOpen = useEffectEvent(() => void load());
  useEffect(() => {
    loadOnOpen();
    return () => {
      ticketRun.current += 1;
      messagesRun.current += 1;
    };
  }, [id]);

  return { state, ticket, messages, messagesLoading, retry: () => void load(), reloadMessages };
}
