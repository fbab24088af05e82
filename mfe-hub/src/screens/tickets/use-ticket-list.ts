import { useCallback, useEffect, useRef, useState } from 'react';
import { HUB_TICKETS_PAGE_SIZE, type ClientTicket } from '@switchboard/shared/contracts';
import { hubTicketsApi } from '../../api/hub-api';
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
  /** A refresh or the next page failed while tickets stay shown: the screen says so until dismissed or a later success. */
  lastLoadFailed: boolean;
}

/**
 * The customer's tickets: page 1 of 10 first, more pages on request, and a reload each
 * time `reloadKey` changes (a filter change re-fetches, then filters on the client).
 * A failed call keeps what was shown and is said on the screen ('Failed to fetch tickets'), by the
 * list's own notice: the list is drawn without the component kit and its toasts.
 */
export function useTicketList(reloadKey: string) {
  const [tickets, setTickets] = useState<ClientTicket[]>([]);
  const [totalCount, setTotalCount] = useState(0);
  const [pagesLoaded, setPagesLoaded] = useState(0);
  const [failed, setFailed] = useState(false);
  const [reloading, setReloading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [lastLoadFailed, setLastLoadFailed] = useState(false);
  // Answers of superseded requests (a newer filter, a refresh) are dropped by this counter.
  const generation = useRef(0);
  const pagesRef = useRef(0);

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
      setLastLoadFailed(false);
    } catch {
      if (current !== generation.current) return;
      setFailed(true);
      setLastLoadFailed(true);
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
      setLastLoadFailed(false);
    } catch {
      if (current === generation.current) setLastLoadFailed(true);
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
    lastLoadFailed: lastLoadFailed && loaded,
  };
  return { ...state, reload, loadMore, dismissFailure: () => setLastLoadFailed(false) };
}
