import { HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { DASHBOARD_PUSH_TARGET } from '@switchboard/shared/contracts';
import type { DashboardConnectionFactory } from './dashboard-connection';

/** The notification hub over `@microsoft/signalr`: automatic reconnect (0, 2, 10, 30 s), then closed. */
export const createSignalRConnection: DashboardConnectionFactory = ({ url, accessTokenFactory }) => {
  const connection = new HubConnectionBuilder().withUrl(url, { accessTokenFactory }).withAutomaticReconnect().configureLogging(LogLevel.Warning).build();
  return {
    start: () => connection.start(),
    stop: () => connection.stop(),
    invoke: (method) => connection.invoke(method),
    onChanged(handler) {
      // Returns nothing: a handler's return value would be taken for an invocation result.
      connection.on(DASHBOARD_PUSH_TARGET, () => {
        handler();
      });
    },
    onReconnecting(handler) {
      connection.onreconnecting(() => handler());
    },
    onReconnected(handler) {
      connection.onreconnected(() => handler());
    },
    onClose(handler) {
      connection.onclose(() => handler());
    },
  };
};
