import { authApi, configureClient } from '@switchboard/shared/client';
import { useSession } from '@switchboard/shared/session';
import { mockHttp } from '@switchboard/test-utils';
import { useNotifications } from './store';

const USER = { id: 'u-1', name: 'Ada', email: 'ada@example.com', profilePicture: null, permissions: [] };
const LIST = { entities: [], totalCount: 4, pageNumber: 1, pageSize: 10, unreadCount: 4 };

beforeEach(() => {
  configureClient({ apiBaseUrl: '/api/' });
  useNotifications.getState().reset();
  useSession.setState({ accessToken: 'a1', expiresAt: Date.now() + 43_200_000, user: USER, bootstrap: null });
});

describe('the unread count as the page loads', () => {
  it('comes from the session bootstrap when it holds one: no call of its own, the list waits for the popover', async () => {
    useSession.setState({ bootstrap: { userId: 'u-1', organization: null, unreadNotifications: 7, loadedAt: Date.now() } });
    const seen = mockHttp(() => ({ status: 200, data: LIST }));
    await useNotifications.getState().loadUnreadCount();
    expect(useNotifications.getState().unreadCount).toBe(7);
    expect(useNotifications.getState().status).toBe('idle');
    expect(seen).toHaveLength(0);
  });

  it('waits for the bootstrap call on its way rather than asking apart', async () => {
    let answer: () => void = () => {};
    const seen = mockHttp((config) =>
      config.url === 'users/me'
        ? new Promise((resolve) => (answer = () => resolve({ status: 200, data: { ...USER, authorization: { permissions: [] }, notifications: { unreadCount: 2 } } })))
        : { status: 200, data: LIST },
    );
    void authApi.me();
    const counting = useNotifications.getState().loadUnreadCount();
    await new Promise((resolve) => setTimeout(resolve, 0));
    answer();
    await counting;
    expect(useNotifications.getState().unreadCount).toBe(2);
    expect(seen.map((request) => request.url)).toEqual(['users/me']);
  });

  it('asks the list when there is no bootstrap, or one of another agent or too old', async () => {
    const seen = mockHttp(() => ({ status: 200, data: LIST }));
    await useNotifications.getState().loadUnreadCount();
    useSession.setState({ bootstrap: { userId: 'someone-else', organization: null, unreadNotifications: 9, loadedAt: Date.now() } });
    await useNotifications.getState().loadUnreadCount();
    useSession.setState({ bootstrap: { userId: 'u-1', organization: null, unreadNotifications: 9, loadedAt: Date.now() - 10 * 60_000 } });
    await useNotifications.getState().loadUnreadCount();
    expect(seen.map((request) => request.url)).toEqual(['notifications', 'notifications', 'notifications']);
    expect(useNotifications.getState().unreadCount).toBe(4);
  });
});
