import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { api, configureClient, setEnv } from '@switchboard/shared/client';
import type { AgentNotification } from '@switchboard/shared/contracts';
import { setLanguage } from '@switchboard/shared/i18n';
import { useSession } from '@switchboard/shared/session';
import { AppProviders } from '@switchboard/shared/ui';
import { LocationProbe, prepareI18n, TEST_ENV, testUser } from '../test-utils/render-shell';
import type { PushConnectionFactory, PushConnectionOptions } from './connection';
import { NotificationBell } from './notification-bell';
import type { BrowserEnvironment } from './permission';
import { startLive } from './live';
import { useNotifications } from './store';
import { answer, type MockRequest } from '@switchboard/test-utils';

const NOW = Date.now();
const AGENT = { id: 'a-1', name: 'Alice Admin', profilePicture: null };

function notification(n: number, overrides: Partial<AgentNotification> = {}): AgentNotification {
  return {
    id: `n-${n}`,
    type: 'ticket_assigned',
    header: 'Alice Admin assigned a ticket to you',
    message: `Ticket body ${n}`,
    isRead: false,
    addedDate: new Date(NOW - n * 60_000 - 1000).toISOString(),
    actor: AGENT,
    ticket: { id: `t-${n}`, serialNumber: 100 + n, name: `Ticket ${n}` },
    ...overrides,
  };
}

/** The notifications endpoints over an in-memory list (newest first), recording every call. */
function fakeServer(initial: AgentNotification[]) {
  const server = { items: [...initial], fail: false, calls: [] as { method: string; url: string; params?: Record<string, unknown> }[] };
  const adapter = jest.fn(async (config: MockRequest) => {
    const url = config.url;
    const method = config.method.toUpperCase();
    server.calls.push({ method, url, params: config.params });
    const respond = (status: number, data: unknown) => answer(config, { status, data });
    if (server.fail) return respond(503, { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' });
    const unread = () => server.items.filter((n) => !n.isRead).length;
    if (method === 'GET' && url === 'notifications') {
      const { pageNumber = 1, pageSize = 10, isRead } = (config.params ?? {}) as { pageNumber?: number; pageSize?: number; isRead?: boolean };
      const filtered = server.items.filter((n) => isRead === undefined || n.isRead === isRead);
      const entities = filtered.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
      return respond(200, { entities, totalCount: filtered.length, pageNumber, pageSize, unreadCount: unread() });
    }
    if (method === 'POST' && url === 'notifications/read-all') {
      const updated = unread();
      server.items = server.items.map((n) => ({ ...n, isRead: true }));
      return respond(200, { updated, unreadCount: 0 });
    }
    const read = /^notifications\/([^/]+)\/read$/.exec(url);
    if (method === 'POST' && read) {
      const found = server.items.find((n) => n.id === read[1]);
      if (!found) return respond(404, { statusCode: 404, code: 'NOT_FOUND', message: 'not found' });
      found.isRead = true;
      return respond(200, found);
    }
    return respond(404, { statusCode: 404, code: 'NOT_FOUND', message: 'not found' });
  });
  api.defaults.adapter = adapter;
  const lists = () => server.calls.filter((c) => c.method === 'GET' && c.url === 'notifications');
  return { server, lists };
}

/** A push connection the test drives: `push()` delivers, `reconnect()` reports a reconnect. */
function fakeConnection() {
  const state = {
    options: undefined as PushConnectionOptions | undefined,
    started: 0,
    stopped: 0,
    push: (_n: AgentNotification) => {},
    reconnect: () => {},
  };
  const factory: PushConnectionFactory = (options) => {
    state.options = options;
    return {
      start: async () => {
        state.started += 1;
      },
      stop: async () => {
        state.stopped += 1;
      },
      onNotification: (handler) => {
        state.push = handler;
      },
      onReconnected: (handler) => {
        state.reconnect = handler;
      },
    };
  };
  return { state, factory };
}

/** A browser's `Notification` API: what was shown, what was asked. */
function fakeNotificationApi(permission: NotificationPermission) {
  const shown: { title: string; options?: NotificationOptions; instance: { onclick: (() => void) | null; close: jest.Mock } }[] = [];
  const Api = jest.fn().mockImplementation(function (this: unknown, title: string, options?: NotificationOptions) {
    const instance = { onclick: null as (() => void) | null, close: jest.fn() };
    shown.push({ title, options, instance });
    return instance;
  }) as unknown as NonNullable<BrowserEnvironment['Notification']> & jest.Mock;
  Object.assign(Api, { permission, requestPermission: jest.fn(async () => 'granted' as NotificationPermission) });
  return { Api, shown };
}

const DESKTOP: BrowserEnvironment = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140', platform: 'Linux x86_64', maxTouchPoints: 0 };
const IPHONE: BrowserEnvironment = { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1', platform: 'iPhone', maxTouchPoints: 5 };

async function renderBell(options: { browser?: BrowserEnvironment } = {}) {
  await prepareI18n();
  setEnv(TEST_ENV);
  configureClient(TEST_ENV);
  useSession.setState({ accessToken: 'token-1', expiresAt: Date.now() + 43_200_000, user: testUser([]) });
  const connection = fakeConnection();
  const view = render(
    <AppProviders notifyApiErrors={false}>
      <MemoryRouter initialEntries={['/tickets/list']}>
        <NotificationBell connect={connection.factory} browser={options.browser ?? { ...DESKTOP }} />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  await waitFor(() => expect(connection.state.started).toBe(1));
  return { ...view, connection };
}

const bell = () => screen.getByTestId('notifications-button');
const items = () => screen.queryAllByTestId('notification-item');
const location = () => screen.getByTestId('location').textContent;

async function openPopover() {
  fireEvent.click(bell());
  return screen.findByTestId('notifications-popover');
}

async function chooseFilter(label: string) {
  fireEvent.mouseDown(within(screen.getByTestId('notifications-filter')).getByRole('combobox'));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((node) => node.textContent === label);
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  fireEvent.click(option);
}

/** Makes the list look scrolled to its bottom (jsdom has no layout) and fires the scroll. */
function scrollToBottom() {
  const list = screen.getByTestId('notifications-list');
  Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 1000 });
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: 400 });
  Object.defineProperty(list, 'scrollTop', { configurable: true, value: 600 });
  fireEvent.scroll(list);
}

afterEach(async () => {
  await act(() => setLanguage('en-us'));
});

describe('notification bell and popover', () => {
  it('shows the unread count from the server and lists notifications newest first with header, time, message and ticket', async () => {
    const { lists } = fakeServer([notification(1), notification(2, { isRead: true, type: 'comment_mention', actor: { id: 'c-1', name: 'Carol Colleague', profilePicture: null }, message: 'Hi @Bob' })]);
    await renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    expect(within(bell()).getByText('1')).toBeInTheDocument();
    expect(bell()).toHaveAttribute('data-blinking', 'false');

    const popover = await openPopover();
    expect(within(popover).getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(items()).toHaveLength(2));
    const [first, second] = items();
    expect(first).toHaveAttribute('data-read', 'false');
    expect(within(first!).getByTestId('notification-header')).toHaveTextContent('Alice Admin assigned a ticket to you');
    expect(within(first!).getByText('Ticket body 1')).toBeInTheDocument();
    expect(within(first!).getByText('1 minute ago')).toBeInTheDocument();
    expect(within(first!).getByTestId('notification-ticket')).toHaveTextContent('#101 Ticket 1');
    expect(within(first!).getByText('AA')).toBeInTheDocument(); // the actor's initials
    expect(within(second!).getByTestId('notification-header')).toHaveTextContent('Carol Colleague mentioned you in a comment');
    expect(within(second!).getByTestId('notification-avatar-mention')).toHaveTextContent('@');
    expect(lists()[0]!.params).toEqual({ pageNumber: 1, pageSize: 10, isRead: undefined });
  });

  it('shows a ticket given to the reader\'s group with its own words and the group\'s name, in the reader\'s language', async () => {
    fakeServer([notification(1, { type: 'ticket_group_assigned', header: 'Alice Admin assigned a ticket to your group Night shift', message: 'Night shift' })]);
    await renderBell();
    await openPopover();
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(within(items()[0]!).getByTestId('notification-header')).toHaveTextContent('Alice Admin assigned a ticket to your group');
    expect(within(items()[0]!).getByText('Night shift')).toBeInTheDocument();
    await act(() => setLanguage('de-de'));
    await waitFor(() => expect(within(items()[0]!).getByTestId('notification-header')).toHaveTextContent('Alice Admin hat Ihrer Gruppe ein Ticket zugewiesen'));
  });

  it('shows an internal note as a note, not as a reply to the customer, in the reader\'s language; a customer reply stays a reply', async () => {
    const carol = { id: 'c-1', name: 'Carol Colleague', profilePicture: null };
    fakeServer([
      notification(1, { type: 'comment_note', header: 'Carol Colleague added an internal note on a ticket you follow', actor: carol, message: 'Checked the logs' }),
      notification(2, { type: 'comment_reply', header: 'Carla Customer replied on your ticket', actor: { id: 'cu-1', name: 'Carla Customer', profilePicture: null }, message: 'Any news?' }),
    ]);
    await renderBell();
    await openPopover();
    await waitFor(() => expect(items()).toHaveLength(2));
    const [note, reply] = items();
    expect(within(note!).getByTestId('notification-header')).toHaveTextContent('Carol Colleague added an internal note on a ticket');
    expect(within(note!).getByTestId('notification-avatar-note')).toBeInTheDocument();
    expect(within(reply!).getByTestId('notification-header')).toHaveTextContent('Carla Customer replied on a ticket');
    expect(within(reply!).queryByTestId('notification-avatar-note')).toBeNull();
    await act(() => setLanguage('ar-ae'));
    await waitFor(() => expect(within(items()[0]!).getByTestId('notification-header')).toHaveTextContent('أضاف Carol Colleague ملاحظة داخلية على تذكرة'));
  });

  it('says so when there is nothing, and offers a retry when the list cannot be loaded', async () => {
    const { server } = fakeServer([]);
    await renderBell();
    await openPopover();
    expect(await screen.findByText('No notifications')).toBeInTheDocument();

    server.fail = true;
    await chooseFilter('Unread');
    expect(await screen.findByTestId('notifications-error')).toHaveTextContent('Notifications could not be loaded.');
    server.fail = false;
    server.items = [notification(7)];
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(items()).toHaveLength(1));
  });

  it('filters unread and read notifications through the server', async () => {
    const { lists } = fakeServer([notification(1), notification(2, { isRead: true }), notification(3)]);
    await renderBell();
    await openPopover();
    await waitFor(() => expect(items()).toHaveLength(3));

    await chooseFilter('Unread');
    await waitFor(() => expect(items().map((i) => i.getAttribute('data-read'))).toEqual(['false', 'false']));
    expect(lists().at(-1)!.params).toMatchObject({ pageNumber: 1, isRead: false });

    await chooseFilter('Read');
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(within(items()[0]!).getByTestId('notification-ticket')).toHaveTextContent('#102 Ticket 2');
    expect(lists().at(-1)!.params).toMatchObject({ isRead: true });
  });

  it('loads the next page of 10 when scrolled to the bottom, until all are loaded', async () => {
    const { lists } = fakeServer(Array.from({ length: 25 }, (_, i) => notification(i + 1)));
    await renderBell();
    await openPopover();
    await waitFor(() => expect(items()).toHaveLength(10));

    scrollToBottom();
    await waitFor(() => expect(items()).toHaveLength(20));
    expect(lists().at(-1)!.params).toMatchObject({ pageNumber: 2, pageSize: 10 });
    scrollToBottom();
    await waitFor(() => expect(items()).toHaveLength(25));
    const requests = lists().length;
    scrollToBottom();
    expect(lists()).toHaveLength(requests);
    expect(within(items()[24]!).getByTestId('notification-ticket')).toHaveTextContent('#125 Ticket 25');
  });

  it('keeps what it has when the next page fails, and asks for the same page on the next scroll', async () => {
    const { server, lists } = fakeServer(Array.from({ length: 15 }, (_, i) => notification(i + 1)));
    await renderBell();
    await openPopover();
    await waitFor(() => expect(items()).toHaveLength(10));
    server.fail = true;
    scrollToBottom();
    await waitFor(() => expect(lists().at(-1)!.params).toMatchObject({ pageNumber: 2 }));
    await waitFor(() => expect(screen.queryByTestId('notifications-loading-more')).not.toBeInTheDocument());
    expect(items()).toHaveLength(10);
    server.fail = false;
    scrollToBottom();
    await waitFor(() => expect(items()).toHaveLength(15));
    expect(lists().filter((c) => (c.params as { pageNumber?: number })?.pageNumber === 2)).toHaveLength(2);
  });

  it('marks an item read when clicked, and its ticket line opens the ticket', async () => {
    const { server } = fakeServer([notification(1), notification(2)]);
    await renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await openPopover();
    await waitFor(() => expect(items()).toHaveLength(2));

    fireEvent.click(within(items()[0]!).getByTestId('notification-header'));
    await waitFor(() => expect(items()[0]).toHaveAttribute('data-read', 'true'));
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread');
    expect(server.calls.some((c) => c.method === 'POST' && c.url === 'notifications/n-1/read')).toBe(true);

    fireEvent.click(within(items()[1]!).getByTestId('notification-ticket'));
    await waitFor(() => expect(location()).toBe('/tickets/details/t-2'));
    expect(server.items.find((n) => n.id === 'n-2')!.isRead).toBe(true);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
  });

  it('marks all read', async () => {
    const { server } = fakeServer([notification(1), notification(2), notification(3, { isRead: true })]);
    await renderBell();
    await openPopover();
    await waitFor(() => expect(items()).toHaveLength(3));
    fireEvent.click(screen.getByTestId('notifications-mark-all'));
    await waitFor(() => expect(items().every((i) => i.getAttribute('data-read') === 'true')).toBe(true));
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(server.calls.filter((c) => c.url === 'notifications/read-all')).toHaveLength(1);
    expect(screen.getByTestId('notifications-mark-all')).toBeDisabled();
  });

  it('blinks on a push, counts it, shows it on top, and stops blinking when opened', async () => {
    const { server } = fakeServer([notification(2)]);
    const { connection } = await renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    expect(connection.state.options?.url).toBe('/api/hubs/notification');
    expect(connection.state.options?.accessTokenFactory()).toBe('token-1');

    // The server stores a notification before pushing it.
    const pushed = notification(1, { type: 'status_update', message: 'Open → Closed', actor: { id: 'b', name: 'Bob Boss', profilePicture: null } });
    server.items.unshift(pushed);
    act(() => connection.state.push(pushed));
    expect(bell()).toHaveAttribute('data-blinking', 'true');
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');

    await openPopover();
    expect(bell()).toHaveAttribute('data-blinking', 'false');
    await waitFor(() => expect(within(items()[0]!).getByTestId('notification-header')).toHaveTextContent('Bob Boss changed the status of a ticket'));
    expect(within(items()[0]!).getByText('Open → Closed')).toBeInTheDocument();
  });

  it('fetches the list again after a reconnect, so what was pushed during the gap shows', async () => {
    const { server, lists } = fakeServer([notification(3)]);
    const { connection } = await renderBell();
    await openPopover();
    await waitFor(() => expect(items()).toHaveLength(1));
    const before = lists().length;

    // Pushed while disconnected: never delivered, but stored.
    server.items = [notification(1), notification(2), ...server.items];
    act(() => connection.state.reconnect());
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(lists().length).toBe(before + 1);
    expect(bell()).toHaveAccessibleName('Notifications, 3 unread');
  });

  it('stops the push connection when the bell goes away (sign-out)', async () => {
    fakeServer([]);
    const { connection, unmount } = await renderBell();
    unmount();
    await waitFor(() => expect(connection.state.stopped).toBe(1));
    expect(useNotifications.getState().unreadCount).toBe(0);
  });

  it('shows the enable banner when browser notifications are denied', async () => {
    fakeServer([notification(1)]);
    const { Api } = fakeNotificationApi('denied');
    await renderBell({ browser: { ...DESKTOP, Notification: Api } });
    await openPopover();
    expect(await screen.findByTestId('notifications-blocked')).toHaveTextContent('Browser notifications are blocked');
  });

  it('shows a browser notification for a push while the page is in the background; clicking it marks read and opens the ticket', async () => {
    const { server } = fakeServer([]);
    const { Api, shown } = fakeNotificationApi('granted');
    const focus = jest.spyOn(document, 'hasFocus').mockReturnValue(false);
    const bringToFront = jest.spyOn(window, 'focus').mockImplementation(() => undefined);
    try {
      const { connection } = await renderBell({ browser: { ...DESKTOP, Notification: Api } });
      server.items = [notification(4)];
      act(() => connection.state.push(notification(4)));
      expect(shown).toHaveLength(1);
      expect(shown[0]!.title).toBe('Alice Admin assigned a ticket to you');
      expect(shown[0]!.options).toMatchObject({ body: 'Ticket body 4', tag: 'n-4' });
      act(() => shown[0]!.instance.onclick!());
      await waitFor(() => expect(location()).toBe('/tickets/details/t-4'));
      await waitFor(() => expect(server.items[0]!.isRead).toBe(true));
      expect(shown[0]!.instance.close).toHaveBeenCalled();
      expect(bringToFront).toHaveBeenCalled();
    } finally {
      focus.mockRestore();
      bringToFront.mockRestore();
    }
  });

  it('speaks the reader\'s language, right to left in Arabic, with status arrows following the status names\' script', async () => {
    fakeServer([
      notification(1, { type: 'status_update', message: 'Open → Closed' }),
      notification(2, { type: 'status_update', message: 'مفتوح → مغلق', actor: null }),
    ]);
    await renderBell();
    await act(() => setLanguage('ar-ae'));
    await openPopover();
    await waitFor(() => expect(within(items()[0]!).getByTestId('notification-header')).toHaveTextContent('غيّر Alice Admin حالة تذكرة'));
    expect(within(items()[0]!).getByText('Open → Closed')).toBeInTheDocument();
    expect(within(items()[1]!).getByTestId('notification-header')).toHaveTextContent('غيّر شخص ما حالة تذكرة');
    expect(within(items()[1]!).getByText('مفتوح ← مغلق')).toBeInTheDocument();
    expect(within(items()[1]!).getByTestId('notification-avatar-type')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'الإشعارات' })).toBeInTheDocument();
  });

  it('opens as a drawer on a phone, and closes with its close button', async () => {
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    try {
      fakeServer([notification(1)]);
      await renderBell();
      fireEvent.click(bell());
      const drawer = await screen.findByTestId('notifications-drawer');
      await waitFor(() => expect(items()).toHaveLength(1));
      expect(within(drawer).getByText('Notifications')).toBeInTheDocument();
      fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(bell()).toHaveAttribute('aria-expanded', 'false'));
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    }
  });

  it('stays open on a press inside it and closes on a press outside it', async () => {
    fakeServer([notification(1)]);
    await renderBell();
    const popover = await openPopover();
    await waitFor(() => expect(items()).toHaveLength(1));
    fireEvent.pointerDown(within(popover).getByRole('heading', { name: 'Notifications' }));
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(screen.queryByTestId('notifications-popover')).not.toBeInTheDocument());
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes the focus in when opened, closes with Escape and gives the focus back to the bell', async () => {
    fakeServer([notification(1)]);
    await renderBell();
    await openPopover();
    await waitFor(() => expect(screen.getByTestId('notifications-popover')).toHaveFocus());
    await waitFor(() => expect(items()).toHaveLength(1));
    fireEvent.keyDown(within(items()[0]!).getByTestId('notification-header'), { key: 'Escape' });
    await waitFor(() => expect(bell()).toHaveAttribute('aria-expanded', 'false'));
    expect(bell()).toHaveFocus();
  });
});

describe('browser notification permission', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  async function start(browser: BrowserEnvironment) {
    const { factory } = fakeConnection();
    const stop = await startLive({ hubUrl: '/api/hubs/notification', accessToken: () => 't', connect: factory, browser, openTicket: () => {} });
    return stop;
  }

  it('asks 3 seconds after start when the permission is still to be decided', async () => {
    const { Api } = fakeNotificationApi('default');
    const stop = await start({ ...DESKTOP, Notification: Api });
    jest.advanceTimersByTime(2999);
    expect(Api.requestPermission).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(Api.requestPermission).toHaveBeenCalledTimes(1);
    await act(async () => undefined);
    expect(useNotifications.getState().permission).toBe('granted');
    await stop();
  });

  it('never asks on iOS (it offers a button in the popover instead), when already decided, or without the API', async () => {
    const iphone = fakeNotificationApi('default');
    const granted = fakeNotificationApi('granted');
    for (const browser of [{ ...IPHONE, Notification: iphone.Api }, { ...DESKTOP, Notification: granted.Api }, { ...DESKTOP }]) {
      const stop = await start(browser);
      jest.advanceTimersByTime(10_000);
      await stop();
    }
    expect(iphone.Api.requestPermission).not.toHaveBeenCalled();
    expect(granted.Api.requestPermission).not.toHaveBeenCalled();
    expect(useNotifications.getState().permission).toBe('unsupported');
  });

  it('does not ask once signed out before the delay', async () => {
    const { Api } = fakeNotificationApi('default');
    const stop = await start({ ...DESKTOP, Notification: Api });
    await stop();
    jest.advanceTimersByTime(5000);
    expect(Api.requestPermission).not.toHaveBeenCalled();
  });
});
