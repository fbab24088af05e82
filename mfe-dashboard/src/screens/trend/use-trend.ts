import { useCallback, useEffect, useRef, useState } from 'react';
import type { TrendResponse } from '@switchboard/shared/contracts';
import { analyticsApi } from '../../api/analytics-api';
import { toTrendRequest, type TrendView } from './trend-query';

export interface TrendState {
  data: TrendResponse | null;
  failed: boolean;
  loading: boolean;
  reload: () => void;
}

/** The trend of a view, read again when the view changes; only the latest answer is kept. */
export function useTrend(view: TrendView): TrendState {
  const [data, setData] = useState<TrendResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(toTrendRequest(view));
  const latest = useRef(0);

  useEffect(() => {
    const ticket = ++latest.current;
    setLoading(true);
    setFailed(false);
    analyticsApi.trend(JSON.parse(key)).then(
      (trend) => {
        if (ticket !== latest.current) return;
        setData(trend);
        setLoading(false);
      },
      () => {
        if (ticket !== latest.current) return;
        setFailed(true);
        setLoading(false);
      },
    );
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { data, failed, loading, reload };
}
