import { useEffect, useEffectEvent, useState } from 'react';
import type { AgentTicket } from '@switchboard/shared/contracts';
import { statusOf } from '@switchboard/shared/crud';
import { ticketsApi } from '../../api';
import { preselect, type MergeParams, type MergeSelection } from './merge-model';

export type PreselectionState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; selection: MergeSelection; missing: number };

/** Loads the tickets a link names (GET each); unknown or foreign ids (404/400) are counted, not fatal. */
export function usePreselection(params: MergeParams): { state: PreselectionState; retry: () => void } {
  const [state, setState] = useState<PreselectionState>(() =>
    params.target || params.ids.length ? { status: 'loading' } : { status: 'ready', selection: { target: null, sources: [] }, missing: 0 },
  );
  const [attempt, setAttempt] = useState(0);
  const ids = [...(params.target ? [params.target] : []), ...params.ids];
  const key = ids.join(',');
  // Reads the params of the latest render; the load below re-runs when they name other tickets.
  const selectionOf = useEffectEvent((loaded: AgentTicket[]) => preselect(params, loaded));

  useEffect(() => {
    if (!key) return undefined;
    let live = true;
    setState({ status: 'loading' });
    void Promise.allSettled(key.split(',').map((id) => ticketsApi.get(id))).then((results) => {
      if (!live) return;
      const loaded: AgentTicket[] = [];
      let missing = 0;
      for (const result of results) {
        if (result.status === 'fulfilled') loaded.push(result.value);
        else if (statusOf(result.reason) === 404 || statusOf(result.reason) === 400) missing += 1;
        else {
          setState({ status: 'failed', error: result.reason });
          return;
        }
      }
      setState({ status: 'ready', selection: selectionOf(loaded), missing });
    });
    return () => {
      live = false;
    };
  }, [key, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
