import { useCallback, useEffect, useRef, useState } from 'react';

export interface LatestSearchState<Response> {
  /** The last answer (kept while a refresh runs, so a table does not flash empty). */
  data: Response | null;
  loading: boolean;
  error: unknown;
}

/**
 * Runs `search(request)` whenever the request changes (compared by its JSON); only the answer to the
 * latest request counts, so a slow early answer never overwrites a newer one.
 */
export function useLatestSearch<Request, Response>(
  request: Request,
  search: (request: Request) => Promise<Response>,
  onError: (error: unknown) => void,
) {
  const [state, setState] = useState<LatestSearchState<Response>>({ data: null, loading: true, error: null });
  const latest = useRef(0);
  const callbacks = useRef({ search, onError });
  callbacks.current = { search, onError };
  const body = JSON.stringify(request);

  const run = useCallback(async () => {
    const attempt = ++latest.current;
    setState((current) => ({ ...current, loading: true, error: null }));
    try {
      const data = await callbacks.current.search(JSON.parse(body) as Request);
      if (attempt === latest.current) setState({ data, loading: false, error: null });
    } catch (error) {
      if (attempt !== latest.current) return;
      setState((current) => ({ ...current, loading: false, error }));
      callbacks.current.onError(error);
    }
  }, [body]);

  useEffect(() => {
    void run();
  }, [run]);

  return { ...state, reload: run };
}
