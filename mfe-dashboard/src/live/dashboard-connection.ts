/**
 * What the dashboard needs of a push connection. The real one is SignalR (`signalr-connection.ts`, fetched
 * only when the status view opens); tests inject a fake through the status view's `connect` prop.
 */
export interface DashboardConnection {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** A hub method call (`JoinDashboard`), resolving to its answer. */
  invoke(method: string): Promise<unknown>;
  /** The hub's `DashboardChanged` push: something the figures count changed. */
  onChanged(handler: () => void): void;
  /** The connection dropped and the client is trying again. */
  onReconnecting(handler: () => void): void;
  /** Back after a drop: group membership and pushes of the gap are lost. */
  onReconnected(handler: () => void): void;
  /** Given up (or stopped). */
  onClose(handler: () => void): void;
}

export interface DashboardConnectionOptions {
  /** `{apiBaseUrl}hubs/notification`. */
  url: string;
  /** Called on negotiate and on every reconnect: always the session's current token. */
  accessTokenFactory: () => string;
}

export type DashboardConnectionFactory = (options: DashboardConnectionOptions) => DashboardConnection | Promise<DashboardConnection>;
