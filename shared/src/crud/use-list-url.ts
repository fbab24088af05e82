import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export interface ListUrlCodec<Query> {
  parse: (params: URLSearchParams) => Query;
  update: (view: Query, change: Partial<Query>) => Query;
  serialise: (query: Query) => string;
}

/**
 * A list screen's view (filters, sort, page) kept in the URL so it can be shared and reloaded.
 * `setQuery` builds on the latest URL, so quick successive changes (a debounced search, a picker)
 * add up; search typing replaces the history entry, every other change is a step Back can undo.
 * `leave(to)` opens another screen and drops any change still pending (a debounced search firing
 * while the router's transition keeps the list mounted would otherwise bring the agent back).
 */
export function useListUrl<Query extends object>(codec: ListUrlCodec<Query>) {
  const navigate = useNavigate();
  const location = useLocation();
  const codecRef = useRef(codec);
  codecRef.current = codec;
  const query = useMemo(() => codecRef.current.parse(new URLSearchParams(location.search)), [location.search]);
  const currentSearch = useRef(location.search);
  currentSearch.current = location.search;
  const leaving = useRef(false);

  const setQuery = useCallback(
    (change: Partial<Query> | ((current: Query) => Query)) => {
      if (leaving.current) return;
      const { parse, update, serialise } = codecRef.current;
      const view = parse(new URLSearchParams(currentSearch.current));
      const search = serialise(typeof change === 'function' ? change(view) : update(view, change));
      currentSearch.current = search;
      const typing = typeof change === 'object' && Object.keys(change).every((key) => key === 'q');
      void navigate({ search }, { replace: typing });
    },
    [navigate],
  );

  const leave = useCallback(
    (to: string) => {
      leaving.current = true;
      void navigate(to);
    },
    [navigate],
  );

  return { query, setQuery, leave };
}
