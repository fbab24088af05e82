import { useCallback, useEffect, useRef, useState } from 'react';
import type { TicketSearchResponse } from '@switchboard/shared/contracts';
import { ticketsApi } from '../../api';
import { toSearchRequest, type ListQuery } from './list-query';

export interface TicketSearchState {
  /** The last answer (kept while a refresh runs, so the table does not flash empty). */
  data: TicketSearchResponse | null;
  loading: boolean;
  error: unknown;
}

/** Runs `POST tickets/search` for the view; only the answer to the latest request counts. */
export function useTicketSearch(query: ListQuery, onError: (error: unknown) => void) {
  const [state, setState] = useState<TicketSearchState>({ data: null, loading: true, error: null });
  const latest = useRef(0);
  const errorRef = useRef(onError);
  errorRef.current = onError;
  const body = JSON.stringify(toSearchRequest(query));

  const run = useCallback(async () => {
    const request = ++latest.current;
    setState((current) => ({ ...current, loading: true, error: null }));
    try {
      const data = await ticketsApi.search(JSON.parse(body));
      if (request === latest.current) setState({ data, loading: false, error: null });
    } catch (error) {
      if (request !== latest.current) return;
      setState((current) => ({ ...current, loading: false, error }));
      errorRef.current(error);
    }
  }, [body]);

  useEffect(() => {
    void run();
  }, [run]);

  return { ...state, reload: run };
}
