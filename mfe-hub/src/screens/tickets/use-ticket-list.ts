import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HUB_TICKETS_PAGE_SIZE, type ClientTicket } from '@switchboard/shared/contracts';
import { hubTicketsApi } from '../../api/hub-api';
import { useHubFeedback } from '../../feedback';
import { HUB_NAMESPACE } from '../../i18n/resources';
import { hasMorePages, mergeTicketPages, pageNumbers } from './ticket-pages';

export interface TicketListState {
  /** Every ticket loaded so far, newest first, before the client-side filters. */
  tickets: ClientTicket[];
  totalCount: number;
  /** False until a first answer arrived: skeletons (or the error panel) show instead of the list. */
  loaded: boolean;
  /** The first load failed and nothing could be shown. */
  failed: boolean;
  /** A reload of the whole list is running (first load, refresh or a filter change). */
  reloading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
}

/**
 * The customer's tickets: page 1 of 10 first, more pages on request, and a reload each
 * time `reloadKey` changes (a filter change re-fetches, then filters on the client).
 * A failed call toasts 'Failed to fetch tickets' and keeps what was shown.
 */
export function useTicketList(reloadKey: string) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const feedback = useHubFeedback();
  const [tickets, setTickets] = useState<ClientTicket[]>([]);
  const [totalCount, setTotalCount] = useState(0);
  const [pagesLoaded, setPagesLoaded] = useState(0);
  const [failed, setFailed] = useState(false);
  const [reloading, setReloading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  // Answers of superseded requests (a newer filter, a refresh) are dropped by this counter.
  const generation = useRef(0);
  const pagesRef = useRef(0);
  // This toast's wording is fixed (common error title, 'Failed to fetch tickets'), whatever the cause.
  const notifyFailure = useRef<() => void>(() => undefined);
  notifyFailure.current = () => feedback.error({ title: t('list.errorTitle'), description: t('list.fetchFailed') });

  const reload = useCallback(async () => {
    const current = ++generation.current;
    setReloading(true);
    try {
      // Reload as many pages as are shown, so a refresh does not take away what "Load more" added.
      const pages = pageNumbers(pagesRef.current);
      const answers = await Promise.all(pages.map((page) => hubTicketsApi.list(page, HUB_TICKETS_PAGE_SIZE)));
      if (current !== generation.current) return;
      pagesRef.current = pages.length;
      setTickets(mergeTicketPages(...answers.map((answer) => answer.entities)));
      setTotalCount(answers[answers.length - 1]!.totalCount);
      setPagesLoaded(pages.length);
      setFailed(false);
    } catch {
      if (current !== generation.current) return;
      setFailed(true);
      notifyFailure.current();
    } finally {
      if (current === generation.current) setReloading(false);
    }
  }, []);

  const loadMore = useCallback(async () => {
    const current = generation.current;
    const page = pagesRef.current + 1;
    setLoadingMore(true);
    try {
      const answer = await hubTicketsApi.list(page, HUB_TICKETS_PAGE_SIZE);
      if (current !== generation.current) return;
      pagesRef.current = page;
      setTickets((shown) => mergeTicketPages(shown, answer.entities));
      setTotalCount(answer.totalCount);
      setPagesLoaded(page);
    } catch {
      if (current === generation.current) notifyFailure.current();
    } finally {
      setLoadingMore(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload, reloadKey]);

  const loaded = pagesLoaded > 0;
  const state: TicketListState = {
    tickets,
    totalCount,
    loaded,
    failed: failed && !loaded,
    reloading,
    loadingMore,
    hasMore: loaded && hasMorePages(pagesLoaded, HUB_TICKETS_PAGE_SIZE, totalCount),
  };
  return { ...state, reload, loadMore };
}
