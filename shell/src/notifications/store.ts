import { create } from 'zustand';
import { NOTIFICATIONS_FIRST_PAGE, NOTIFICATIONS_PAGE_SIZE, type AgentNotification } from '@switchboard/shared/contracts';
import { authApi } from '@switchboard/shared/client';
import { useSession } from '@switchboard/shared/session';
import { notificationsApi } from './api';

export type NotificationFilter = 'all' | 'unread' | 'read';
/** The browser's notification permission, or `unsupported` (no `Notification`, or iOS where we never ask). */
export type BrowserPermission = NotificationPermission | 'unsupported';

const isReadParam = (filter: NotificationFilter) => (filter === 'all' ? undefined : filter === 'read');
const matches = (filter: NotificationFilter, notification: AgentNotification) => filter === 'all' || (filter === 'read') === notification.isRead;

export interface NotificationsState {
  filter: NotificationFilter;
  items: AgentNotification[];
  totalCount: number;
  pageNumber: number;
  /** `idle` until the first load. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  loadingMore: boolean;
  /** From the server (every list answer carries it), so it survives reloads; pushes add to it. */
  unreadCount: number;
  /** A push arrived since the popover was last opened. */
  blinking: boolean;
  permission: BrowserPermission;

  /** Page 1 of the current filter, and the unread count (after a reconnect, on opening, on a filter change). */
  refresh(): Promise<void>;
  /**
   * The unread count for the badge, as the page loads: from the session bootstrap (waiting for that
   * call when it is on its way), else from page 1 of the list. The list itself loads on opening.
   */
  loadUnreadCount(): Promise<void>;
  /** The next page, when fewer are loaded than the total (infinite scroll). */
  loadMore(): Promise<void>;
  setFilter(filter: NotificationFilter): Promise<void>;
  /** A pushed notification: counted, shown at the top when it fits the filter, and the bell blinks. */
  receive(notification: AgentNotification): void;
  markRead(id: string): Promise<void>;
  markAllRead(): Promise<void>;
  stopBlinking(): void;
  setPermission(permission: BrowserPermission): void;
  /** Signed out: nothing of the previous user stays. */
  reset(): void;
}

const initial = {
  filter: 'all' as NotificationFilter,
  items: [] as AgentNotification[],
  totalCount: 0,
  pageNumber: NOTIFICATIONS_FIRST_PAGE,
  status: 'idle' as const,
  loadingMore: false,
  unreadCount: 0,
  blinking: false,
};

/** A bootstrap's unread count older than this is asked for again (the badge mounted long after the page loaded). */
const BOOTSTRAP_COUNT_FRESH_MS = 60_000;

// Answers to an older request (another filter, a reset) are dropped.
let generation = 0;

export const useNotifications = create<NotificationsState>()((set, get) => ({
  ...initial,
  permission: 'unsupported',

  async refresh() {
    const mine = ++generation;
    const { filter } = get();
    set({ status: 'loading', loadingMore: false });
    try {
      const page = await notificationsApi.list({ pageNumber: NOTIFICATIONS_FIRST_PAGE, pageSize: NOTIFICATIONS_PAGE_SIZE, isRead: isReadParam(filter) });
      if (mine !== generation) return;
      set({ items: page.entities, totalCount: page.totalCount, pageNumber: NOTIFICATIONS_FIRST_PAGE, unreadCount: page.unreadCount, status: 'ready' });
    } catch (error) {
      if (mine !== generation) return;
      // A failed load clears the list and the total.
      console.warn('notifications: load failed', error);
      set({ items: [], totalCount: 0, status: 'error' });
    }
  },

  async loadUnreadCount() {
    const mine = generation;
    await authApi.pendingMe()?.catch(() => undefined);
    if (mine !== generation) return;
    const { user, bootstrap } = useSession.getState();
    const recent = bootstrap !== null && Date.now() - bootstrap.loadedAt < BOOTSTRAP_COUNT_FRESH_MS;
    if (user && recent && bootstrap.userId === user.id && bootstrap.unreadNotifications !== null) {
      set({ unreadCount: bootstrap.unreadNotifications });
      return;
    }
    await get().refresh();
  },

  async loadMore() {
    const { items, totalCount, pageNumber, loadingMore, status, filter } = get();
    if (loadingMore || status !== 'ready' || items.length >= totalCount) return;
    const mine = generation;
    const next = pageNumber + 1;
    set({ loadingMore: true, pageNumber: next });
    try {
      const page = await notificationsApi.list({ pageNumber: next, pageSize: NOTIFICATIONS_PAGE_SIZE, isRead: isReadParam(filter) });
      if (mine !== generation) return;
      // A push since page 1 shifts the server's pages by one: skip what is already shown.
      const known = new Set(get().items.map((n) => n.id));
      set((state) => ({
        items: [...state.items, ...page.entities.filter((n) => !known.has(n.id))],
        totalCount: page.totalCount,
        unreadCount: page.unreadCount,
        loadingMore: false,
      }));
    } catch (error) {
      if (mine !== generation) return;
      // The page number goes back by one and loading stops.
      console.warn('notifications: loading more failed', error);
      set({ pageNumber: next - 1, loadingMore: false });
    }
  },

  async setFilter(filter) {
    if (filter === get().filter && get().status !== 'idle') return;
    set({ filter, items: [], totalCount: 0 });
    await get().refresh();
  },

  receive(notification) {
    set((state) => {
      const known = state.items.some((n) => n.id === notification.id);
      const shown = !known && state.status !== 'idle' && matches(state.filter, notification);
      return {
        blinking: true,
        unreadCount: known || notification.isRead ? state.unreadCount : state.unreadCount + 1,
        items: shown ? [notification, ...state.items] : state.items,
        totalCount: shown ? state.totalCount + 1 : state.totalCount,
      };
    });
  },

  async markRead(id) {
    const item = get().items.find((n) => n.id === id);
    if (item && !item.isRead) {
      // Shown read at once; it stays in an "unread" view until the next refresh so the pages do not shift.
      set((state) => ({
        items: state.items.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
        unreadCount: Math.max(0, state.unreadCount - 1),
      }));
    }
    try {
      await notificationsApi.markRead(id);
      // A notification not in the list (a browser notification's) is counted by the next refresh.
      if (!item) await get().refresh();
    } catch (error) {
      // A failed mark only logs.
      console.warn('notifications: marking read failed', error);
    }
  },

  async markAllRead() {
    set((state) => ({ items: state.items.map((n) => (n.isRead ? n : { ...n, isRead: true })), unreadCount: 0 }));
    try {
      const result = await notificationsApi.markAllRead();
      set({ unreadCount: result.unreadCount });
    } catch (error) {
      console.warn('notifications: marking all read failed', error);
      await get().refresh();
    }
  },

  stopBlinking() {
    if (get().blinking) set({ blinking: false });
  },

  setPermission(permission) {
    set({ permission });
  },

  reset() {
    generation += 1;
    set({ ...initial });
  },
}));
