import { useEffect, useRef, useState } from 'react';
import { getEnv } from '@switchboard/shared/client';
import { useSession } from '@switchboard/shared/session';
import type { DashboardConnectionFactory } from './dashboard-connection';
import { startDashboardLive, type DashboardLive, type LiveState } from './dashboard-live';

/** `{apiBaseUrl}hubs/notification`, as the shell's bell connects. */
export function hubUrl(): string {
  let base = '/api/';
  try {
    base = getEnv().apiBaseUrl || base;
  } catch {
    // env.json not loaded (never in the app): embedded default
  }
  return `${base.endsWith('/') ? base : `${base}/`}hubs/notification`;
}

/** The push connection of a mounted status view: started on mount, stopped on unmount. */
export function useDashboardLive(onChanged: () => void, connect?: DashboardConnectionFactory): { state: LiveState; retry: () => void } {
  const [state, setState] = useState<LiveState>('connecting');
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const live = useRef<DashboardLive | null>(null);

  useEffect(() => {
    const started = startDashboardLive({
      url: hubUrl(),
      accessTokenFactory: () => useSession.getState().accessToken ?? '',
      connect,
      onChanged: () => changed.current(),
      onState: setState,
    });
    live.current = started;
    return () => {
      live.current = null;
      void started.stop();
    };
    // Started once per mount; the factory is read at start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { state, retry: () => live.current?.retry() };
}
