import { HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { NOTIFICATION_PUSH_TARGET, type AgentNotification } from '@switchboard/shared/contracts';
import type { PushConnectionFactory } from './connection';

/** The notification hub over `@microsoft/signalr`: WebSockets, JSON protocol, automatic reconnect (0, 2, 10, 30 s). */
export const createSignalRConnection: PushConnectionFactory = ({ url, accessTokenFactory, headers }) => {
  const connection = new HubConnectionBuilder()
    .withUrl(url, { accessTokenFactory, headers })
    .withAutomaticReconnect()
    .configureLogging(LogLevel.Warning)
    .build();
  return {
    start: () => connection.start(),
    stop: () => connection.stop(),
    onNotification(handler) {
      // Returns nothing: a handler's return value would be taken for an invocation result.
      connection.on(NOTIFICATION_PUSH_TARGET, (notification: AgentNotification) => {
        handler(notification);
      });
    },
    onReconnected(handler) {
      connection.onreconnected(() => {
        handler();
      });
    },
  };
};
