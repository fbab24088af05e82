import type { DashboardConnection, DashboardConnectionFactory } from '../live/dashboard-connection';

/** A push connection the test drives: `push()` is a `DashboardChanged`, `drop()`/`back()` a reconnect, `close()` giving up. */
export interface FakeConnection extends DashboardConnection {
  push: () => void;
  drop: () => void;
  back: () => void;
  close: () => void;
  invoked: string[];
  started: number;
  stopped: number;
}

export function fakeConnection(options: { failStart?: boolean } = {}): { connect: DashboardConnectionFactory; connection: FakeConnection } {
  const handlers: Record<'changed' | 'reconnecting' | 'reconnected' | 'close', (() => void)[]> = { changed: [], reconnecting: [], reconnected: [], close: [] };
  const fire = (event: keyof typeof handlers) => handlers[event].forEach((handler) => handler());
  const connection: FakeConnection = {
    invoked: [],
    started: 0,
    stopped: 0,
    start: async () => {
      connection.started += 1;
      if (options.failStart) throw new Error('no server');
    },
    stop: async () => {
      connection.stopped += 1;
    },
    invoke: async (method) => {
      connection.invoked.push(method);
      return true;
    },
    onChanged: (handler) => handlers.changed.push(handler),
    onReconnecting: (handler) => handlers.reconnecting.push(handler),
    onReconnected: (handler) => handlers.reconnected.push(handler),
    onClose: (handler) => handlers.close.push(handler),
    push: () => fire('changed'),
    drop: () => fire('reconnecting'),
    back: () => fire('reconnected'),
    close: () => fire('close'),
  };
  return { connect: () => connection, connection };
}
