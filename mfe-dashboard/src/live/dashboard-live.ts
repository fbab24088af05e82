import { DASHBOARD_JOIN_METHOD } from '@switchboard/shared/contracts';
import type { DashboardConnection, DashboardConnectionFactory } from './dashboard-connection';

/** What the status badge shows: live, trying to get back, or given up (figures may be stale). */
export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'offline';

export interface DashboardLiveOptions {
  url: string;
  accessTokenFactory: () => string;
  /** Defaults to SignalR (its client is fetched now, not with the remote entry). */
  connect?: DashboardConnectionFactory;
  /** Something changed, or pushes may have been missed (after a reconnect or a retry): read the figures again. */
  onChanged: () => void;
  onState: (state: LiveState) => void;
}

export interface DashboardLive {
  /** Starts a closed connection again (the "Retry" of the offline badge). */
  retry: () => void;
  stop: () => Promise<void>;
}

/**
 * The status view's push connection: joins the dashboard group after the start and after every
 * reconnect (the server forgets a dropped connection's groups) and reports `DashboardChanged`.
 */
export function startDashboardLive(options: DashboardLiveOptions): DashboardLive {
  let connection: DashboardConnection | undefined;
  let stopped = false;
  const state = (next: LiveState) => {
    if (!stopped) options.onState(next);
  };

  // Joined: live. The server answers `false` (or fails) without the permission: no pushes will come.
  const join = async (target: DashboardConnection) => {
    const joined = await target.invoke(DASHBOARD_JOIN_METHOD);
    if (joined === false) throw new Error('JoinDashboard was refused');
    state('live');
  };

  const open = async (target: DashboardConnection) => {
    state('connecting');
    try {
      await target.start();
      if (stopped) return;
      await join(target);
    } catch (error) {
      console.warn('dashboard: live updates failed to start', error);
      state('offline');
    }
  };

  const created = (async () => {
    const factory = options.connect ?? (await import(/* webpackChunkName: "signalr" */ './signalr-connection')).createSignalRConnection;
    const target = await factory({ url: options.url, accessTokenFactory: options.accessTokenFactory });
    target.onChanged(() => {
      if (!stopped) options.onChanged();
    });
    target.onReconnecting(() => state('reconnecting'));
    target.onReconnected(() => {
      join(target)
        .then(() => !stopped && options.onChanged())
        .catch(() => state('offline'));
    });
    target.onClose(() => state('offline'));
    connection = target;
    if (!stopped) await open(target);
  })().catch((error: unknown) => {
    console.warn('dashboard: live updates unavailable', error);
    state('offline');
  });

  return {
    retry() {
      void created.then(async () => {
        if (!connection || stopped) return;
        await connection.stop().catch(() => undefined);
        await open(connection);
        if (!stopped) options.onChanged();
      });
    },
    async stop() {
      stopped = true;
      await created;
      await connection?.stop().catch(() => undefined);
    },
  };
}
