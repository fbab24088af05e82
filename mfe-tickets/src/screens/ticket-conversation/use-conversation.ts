import { useCallback, useEffect, useRef, useState } from 'react';
import { COMMENTS_MAX_PAGE_SIZE, MESSAGES_DEFAULT_PAGE_SIZE, type TicketComment, type TicketMessage } from '@switchboard/shared/contracts';
import { conversationApi, fetchLatest } from '../../api/conversation-api';
import { mergeTimeline, type TimelineItem } from './timeline';

export interface ConversationState {
  /** null until the first load answered. */
  items: TimelineItem[] | null;
  /** More messages or notes exist than the latest 100 of each shown. */
  truncated: boolean;
  failed: unknown;
  refreshing: boolean;
}

const NONE = { entities: [] as never[], totalCount: 0 };

/**
 * The ticket's messages (only with tickets:messages:view) and notes, the latest 100 of each, merged
 * oldest first. `reload` keeps what is shown while it refreshes.
 */
export function useConversation(ticketId: string, canViewMessages: boolean) {
  const [state, setState] = useState<ConversationState>({ items: null, truncated: false, failed: null, refreshing: false });
  const [version, setVersion] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    const request = ++latest.current;
    setState((current) => ({ ...current, failed: null, refreshing: current.items !== null }));
    const messages = canViewMessages
      ? fetchLatest<TicketMessage>((page) => conversationApi.messagesPage(ticketId, page), MESSAGES_DEFAULT_PAGE_SIZE)
      : Promise.resolve(NONE);
    const notes = fetchLatest<TicketComment>((page) => conversationApi.commentsPage(ticketId, page), COMMENTS_MAX_PAGE_SIZE);
    Promise.all([messages, notes]).then(
      ([m, n]) => {
        if (request !== latest.current) return;
        const truncated = m.totalCount > m.entities.length || n.totalCount > n.entities.length;
        setState({ items: mergeTimeline(m.entities, n.entities), truncated, failed: null, refreshing: false });
      },
      (error: unknown) => {
        if (request !== latest.current) return;
        setState((current) => ({ ...current, failed: error, refreshing: false }));
      },
    );
  }, [ticketId, canViewMessages, version]);

  const reload = useCallback(() => setVersion((n) => n + 1), []);
  return { ...state, reload };
}
