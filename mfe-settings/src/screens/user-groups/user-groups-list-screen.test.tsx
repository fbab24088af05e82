import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserGroupSearchRequest } from '@switchboard/shared/contracts';
import { bodiesSentTo, bodyOf, currentLocation, mockHttp, type MockReply, renderScreens, searchPageReply, setupUser, signInTestAgent } from '@switchboard/test-utils';
import { feature } from '../../feature';
import { UserGroupsListScreen } from './user-groups-list-screen';
import { GROUP_PERMISSIONS, makeGroup, NOT_FOUND } from './test-user-groups';

const BILLING = makeGroup(1, { name: 'Billing', description: 'Invoices and refunds', memberCount: 3 });
const NIGHT = makeGroup(2, { name: 'Night shift', memberCount: 0 });

function server(onSearch: (body: UserGroupSearchRequest) => MockReply = () => searchPageReply([BILLING, NIGHT])) {
  return mockHttp((request) => (request.url === 'usergroups/search' ? onSearch(bodyOf<UserGroupSearchRequest>(request)) : NOT_FOUND));
}

async function render(path = '/settings/user-groups/list', permissions = GROUP_PERMISSIONS) {
  signInTestAgent(permissions);
  return renderScreens(feature, path, {
    '/settings/user-groups/list': <UserGroupsListScreen />,
    '/settings/user-groups/details': <p>create page</p>,
    '/settings/user-groups/details/:id': <p>details page</p>,
  });
}

describe('UserGroupsListScreen', () => {
  it('loads the view in the URL, shows member counts, and opens a group on click', async () => {
    const seen = server(() => searchPageReply([BILLING, NIGHT], 30));
    await render('/settings/user-groups/list?q=bill&sort=memberCount:desc&page=2');
    const rows = await screen.findAllByTestId('user-group-row');
    expect(bodiesSentTo<UserGroupSearchRequest>(seen, 'usergroups/search')).toEqual([{ pageNumber: 2, pageSize: 25, query: 'bill', sort: { field: 'memberCount', order: 'desc' } }]);
    expect(rows.map((row) => row.getAttribute('data-group-id'))).toEqual([BILLING.id, NIGHT.id]);
    expect(within(rows[0]).getByText('Invoices and refunds')).toBeInTheDocument();
    expect(within(rows[0]).getByText('3')).toBeInTheDocument();
    fireEvent.click(within(rows[1]).getByText('Night shift'));
    await waitFor(() => expect(currentLocation()).toBe(`/settings/user-groups/details/${NIGHT.id}`));
  });

  it('writes the search and the sort to the URL and searches with them', async () => {
    const seen = server();
    await render();
    await screen.findAllByTestId('user-group-row');
    const user = setupUser();
    await user.click(screen.getByTestId('user-groups-search'));
    await user.paste('night');
    await waitFor(() => expect(currentLocation()).toBe('/settings/user-groups/list?q=night'));
    fireEvent.click(within(within(screen.getByTestId('user-groups-table')).getByRole('columnheader', { name: /Members/ })).getByRole('button'));
    await waitFor(() => expect(currentLocation()).toBe('/settings/user-groups/list?q=night&sort=memberCount:asc'));
    await waitFor(() => expect(bodiesSentTo<UserGroupSearchRequest>(seen, 'usergroups/search').at(-1)).toEqual({ pageNumber: 1, pageSize: 25, query: 'night', sort: { field: 'memberCount', order: 'asc' } }));
  });

  it('offers "New user group" only with the add permission, and it opens the create page', async () => {
    server();
    const first = await render('/settings/user-groups/list', ['directory:userGroups:view']);
    await screen.findAllByTestId('user-group-row');
    expect(screen.queryByTestId('user-groups-new')).not.toBeInTheDocument();
    first.unmount();

    await render();
    fireEvent.click(await screen.findByTestId('user-groups-new'));
    await waitFor(() => expect(currentLocation()).toBe('/settings/user-groups/details'));
  });

  it('tells "no groups yet" from "nothing matches", and shows the error state', async () => {
    server(() => searchPageReply([]));
    const first = await render();
    expect(await screen.findByText('No user groups yet')).toBeInTheDocument();
    first.unmount();
    const second = await render('/settings/user-groups/list?q=zzz');
    expect(await screen.findByText('No user groups match this search')).toBeInTheDocument();
    second.unmount();

    server(() => ({ status: 500, data: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'boom' } }));
    await render();
    expect(await screen.findByTestId('user-groups-error')).toBeInTheDocument();
  });
});
