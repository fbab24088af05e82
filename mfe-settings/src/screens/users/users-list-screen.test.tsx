import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserSearchRequest } from '@switchboard/shared/contracts';
import { bodiesSentTo, bodyOf, currentLocation, mockHttp, type MockReply, renderScreens, searchPageReply, setupUser, signInTestAgent } from '@switchboard/test-utils';
import { feature } from '../../feature';
import { LIST_FIRST_PAGES } from '../list-first-pages';
import { UsersListScreen } from './users-list-screen';
import { makeUser, NOT_FOUND, USER_PERMISSIONS } from './test-users';

const ANN = makeUser(1, { name: 'Ann Archer', email: 'ann@example.com', title: 'Team lead' });
const BOB = makeUser(2, { name: 'Bob Baker', status: 'disabled', roles: [] });

function server(onSearch: (body: UserSearchRequest) => MockReply = () => searchPageReply([ANN, BOB])) {
  return mockHttp((request) => (request.url === 'users/search' ? onSearch(bodyOf<UserSearchRequest>(request)) : NOT_FOUND));
}

async function render(path = '/settings/users/list') {
  signInTestAgent(USER_PERMISSIONS);
  return renderScreens(feature, path, { '/settings/users/list': <UsersListScreen />, '/settings/users/details/:id': <p>details page</p> });
}

describe('UsersListScreen', () => {
  it('draws the first page asked for ahead of it (the page opened on the list) without asking again', async () => {
    const seen = server();
    LIST_FIRST_PAGES.users.ask('?status=disabled');
    await render('/settings/users/list?status=disabled');
    expect(await screen.findAllByTestId('user-row')).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodiesSentTo<UserSearchRequest>(seen, 'users/search')).toEqual([{ pageNumber: 1, pageSize: 25, filters: { status: 'disabled' } }]);
  });

  it('asks again when the page asked ahead was of another view', async () => {
    const seen = server();
    LIST_FIRST_PAGES.users.ask('?status=disabled');
    await render('/settings/users/list');
    expect(await screen.findAllByTestId('user-row')).toHaveLength(2);
    expect(bodiesSentTo<UserSearchRequest>(seen, 'users/search')).toEqual([{ pageNumber: 1, pageSize: 25, filters: { status: 'disabled' } }, { pageNumber: 1, pageSize: 25 }]);
  });

  it('loads the view in the URL, shows status and roles, and opens a user on click', async () => {
    const seen = server(() => searchPageReply([ANN, BOB], 60));
    await render('/settings/users/list?status=disabled&sort=email:desc&page=2');
    const rows = await screen.findAllByTestId('user-row');
    expect(bodiesSentTo<UserSearchRequest>(seen, 'users/search')).toEqual([{ pageNumber: 2, pageSize: 25, filters: { status: 'disabled' }, sort: { field: 'email', order: 'desc' } }]);
    expect(rows.map((row) => row.getAttribute('data-user-id'))).toEqual([ANN.id, BOB.id]);
    expect(within(rows[0]).getByText('ann@example.com')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Active')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Agent')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Team lead')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Disabled')).toBeInTheDocument();
    expect(within(rows[1]).getByText('No roles')).toBeInTheDocument();

    fireEvent.click(within(rows[1]).getByText('Disabled'));
    await waitFor(() => expect(currentLocation()).toBe(`/settings/users/details/${BOB.id}`));
  });

  it('writes the search, the status filter and the sort to the URL and searches with them', async () => {
    const seen = server();
    await render();
    await screen.findAllByTestId('user-row');
    const user = setupUser();
    await user.click(screen.getByTestId('users-search'));
    await user.paste('ann@');
    await waitFor(() => expect(currentLocation()).toBe('/settings/users/list?q=ann@'));

    fireEvent.mouseDown(within(screen.getByTestId('users-filter-status')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Active'));
    await waitFor(() => expect(currentLocation()).toBe('/settings/users/list?q=ann@&status=active'));

    fireEvent.click(within(within(screen.getByTestId('users-table')).getByRole('columnheader', { name: /Added/ })).getByRole('button'));
    await waitFor(() => expect(currentLocation()).toBe('/settings/users/list?q=ann@&status=active&sort=createdAt:asc'));
    await waitFor(() =>
      expect(bodiesSentTo<UserSearchRequest>(seen, 'users/search').at(-1)).toEqual({ pageNumber: 1, pageSize: 25, query: 'ann@', filters: { status: 'active' }, sort: { field: 'createdAt', order: 'asc' } }),
    );
  });

  it('tells "no users yet" from "nothing matches"', async () => {
    server(() => searchPageReply([]));
    const first = await render();
    expect(await screen.findByText('No users yet')).toBeInTheDocument();
    first.unmount();

    await render('/settings/users/list?q=zzz');
    expect(await screen.findByText('No users match these filters')).toBeInTheDocument();
  });

  it('shows the error state when the search fails', async () => {
    server(() => ({ status: 500, data: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'boom' } }));
    await render();
    expect(await screen.findByTestId('users-error')).toBeInTheDocument();
  });
});
