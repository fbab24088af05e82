import type { AgentNotification } from '@switchboard/shared/contracts';
import { directionOf, i18n } from '@switchboard/shared/i18n';
import { useSession } from '@switchboard/shared/session';
import type { PushConnection, PushConnectionFactory } from './connection';
import { NOTIFICATIONS_NAMESPACE, notificationStrings } from './i18n';
import { PERMISSION_DELAY_MS, shouldAskPermission, type BrowserEnvironment } from './permission';
import { useNotifications } from './store';
import { headerOf, messageOf } from './text';

export interface LiveOptions {
  hubUrl: string;
  accessToken: () => string;
  /** Defaults to SignalR (its client is fetched only now, after sign-in). */
  connect?: PushConnectionFactory;
  browser: BrowserEnvironment;
  openTicket: (ticketId: string) => void;
}

/** Whether a browser notification is worth showing: the page is not in front of the agent (the bell is). */
function pageInBackground(): boolean {
  return typeof document !== 'undefined' && (document.visibilityState === 'hidden' || !document.hasFocus());
}

function showBrowserNotification(notification: AgentNotification, options: LiveOptions): void {
  const Api = options.browser.Notification;
  if (!Api || Api.permission !== 'granted' || !pageInBackground()) return;
  const t = i18n.getFixedT(null, NOTIFICATIONS_NAMESPACE);
  const lang = useSession.getState().lang;
  try {
    const shown = new Api(headerOf(notification, t), { body: messageOf(notification), tag: notification.id, lang, dir: directionOf(lang) });
    // Clicking it marks the notification read and opens its ticket.
    shown.onclick = () => {
      window.focus();
      void useNotifications.getState().markRead(notification.id);
      if (notification.ticket) options.openTicket(notification.ticket.id);
      shown.close();
    };
  } catch (error) {
    // Some mobile browsers only allow notifications from a service worker.
    console.warn('notifications: browser notification failed', error);
  }
}

/**
 * The live side of notifications, loaded after sign-in: strings, the push connection, browser
 * notifications. Resolves to a stop function. Start failures only log (the bell still works without push); the client
 * reconnects by itself after a drop and the list is fetched again on each reconnect.
 */
export async function startLive(options: LiveOptions): Promise<() => Promise<void>> {
  const store = useNotifications;
  await notificationStrings.register(); // never rejects: English stands in for a language that failed to load

  const Api = options.browser.Notification;
  store.getState().setPermission(Api ? Api.permission : 'unsupported');
  let promptTimer: ReturnType<typeof setTimeout> | undefined;
  if (shouldAskPermission(options.browser)) {
    promptTimer = setTimeout(() => {
      promptTimer = undefined;
      Promise.resolve(Api!.requestPermission())
        .then((permission) => store.getState().setPermission(permission))
        .catch((error: unknown) => console.warn('notifications: permission request failed', error));
    }, PERMISSION_DELAY_MS);
  }

  let connection: PushConnection | undefined;
  let stopped = false;
  const started = (async () => {
    const factory = options.connect ?? (await import('./signalr')).createSignalRConnection;
    connection = await factory({
      url: options.hubUrl,
      accessTokenFactory: options.accessToken,
    });
    connection.onNotification((notification) => {
      store.getState().receive(notification);
      showBrowserNotification(notification, options);
    });
    connection.onReconnected(() => {
      void store.getState().refresh();
    });
    if (stopped) return;
    await connection.start();
  })().catch((error: unknown) => console.warn('notifications: push connection failed to start', error));

  return async () => {
    stopped = true;
    if (promptTimer) clearTimeout(promptTimer);
    await started;
    await connection?.stop().catch(() => undefined);
  };
}

/** Asks for browser notifications from a click (the popover's banner): browsers want a gesture. */
export async function requestBrowserPermission(browser: BrowserEnvironment): Promise<void> {
  const Api = browser.Notification;
  if (!Api) return;
  const permission = await Promise.resolve(Api.requestPermission()).catch(() => Api.permission);
  useNotifications.getState().setPermission(permission);
}
