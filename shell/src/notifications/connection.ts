import type { AgentNotification } from '@switchboard/shared/contracts';

/**
 * What the shell needs of a push connection. The real one is SignalR (`signalr.ts`, loaded lazily);
 * tests inject a fake through `NotificationBell`'s `connect` prop.
 */
export interface PushConnection {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The hub's `ReceiveMessage` event: one new notification. */
  onNotification(handler: (notification: AgentNotification) => void): void;
  /** Back after a drop: pushes of the gap are not replayed, so the list must be fetched again. */
  onReconnected(handler: () => void): void;
}

export interface PushConnectionOptions {
  /** `{apiBaseUrl}hubs/notification`. */
  url: string;
  /** Called on negotiate and on every reconnect: always the session's current token. */
  accessTokenFactory: () => string;
  headers?: Record<string, string>;
}

export type PushConnectionFactory = (options: PushConnectionOptions) => PushConnection | Promise<PushConnection>;
