import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { StatusDashboard, StatusDashboardQuery } from '@switchboard/shared/contracts';
import { coalesce } from '../../live/coalesce';
import { readStatusFigures } from './first-figures';
import { toStatusQuery, type StatusFilters } from './status-query';

/** Service-level deadlines pass with time, not only with changes: the figures are read again this often. */
export const STATUS_REFRESH_MS = 60_000;

export interface StatusDashboardState {
  data: StatusDashboard | null;
  /** The last read failed (the previous figures, if any, stay on screen). */
  failed: boolean;
  loading: boolean;
  /** Reads the figures again (coalesced: one request in flight, one more after it at most). */
  refresh: () => void;
}

/** The status figures of `filters`: read now, again every minute, when the tab comes back into view, and on `refresh()`. */
export function useStatusDashboard(filters: StatusFilters): StatusDashboardState {
  const [data, setData] = useState<StatusDashboard | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);
  const key = JSON.stringify(toStatusQuery(filters));
  const current = useRef(key);
  current.current = key;

  const refresh = useMemo(
    () =>
      coalesce(async () => {
        const asked = current.current;
        setLoading(true);
        try {
          const figures = await readStatusFigures(JSON.parse(asked) as StatusDashboardQuery);
          // An answer for filters since changed is dropped: the trailing read brings the current ones.
          if (asked !== current.current) return;
          setData(figures);
          setFailed(false);
        } catch (error) {
          if (asked === current.current) setFailed(true);
          throw error;
        } finally {
          setLoading(false);
        }
      }),
    [],
  );

  useEffect(() => {
    setData(null);
    refresh();
  }, [key, refresh]);

  useEffect(() => {
    const timer = setInterval(refresh, STATUS_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh]);

  const retry = useCallback(() => refresh(), [refresh]);
  return { data, failed, loading, refresh: retry };
}
