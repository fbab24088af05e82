import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserGroupMembersChange, UserGroupWriteRequest } from '@switchboard/shared/contracts';
import { bodyOf, currentLocation, type MockHandler, mockHttp, type MockReply, renderScreens, searchPageReply, setupUser, signInTestAgent } from '@switchboard/test-utils';
import { feature } from '../../feature';
import { UserGroupCreateScreen } from './user-group-create-screen';
import { UserGroupDetailsScreen } from './user-group-details-screen';
import { detailsOf, GROUP_PERMISSIONS, makeGroup, makeMember, NOT_FOUND } from './test-user-groups';

const GROUP = detailsOf(makeGroup(1, { name: 'Billing', description: 'Invoices', memberCount: 1 }), 4);
const ANN = makeMember(1, { name: 'Ann Archer', email: 'ann@example.com' });
const BOB = makeMember(2, { name: 'Bob Baker', email: 'bob@example.com' });
const list = (...members: (typeof ANN)[]) => ({ status: 200, data: { entities: members, totalCount: members.length } });

function server(options: { onCreate?: (body: UserGroupWriteRequest) => MockReply } = {}) {
  let members = [ANN];
  return mockHttp(((request) => {
    const { method, url } = request;
    if (method === 'get' && url === `usergroups/${GROUP.id}`) return { status: 200, data: GROUP };
    if (method === 'get' && url === `usergroups/${GROUP.id}/members`) return list(...members);
    if (method === 'put' && url === `usergroups/${GROUP.id}`) return { status: 200, data: { ...GROUP, ...bodyOf<UserGroupWriteRequest>(request) } };
    if (method === 'delete' && url === `usergroups/${GROUP.id}`) return { status: 200, data: { id: GROUP.id, ticketCount: 4 } };
    if (method === 'put' && url === `usergroups/${GROUP.id}/members`) {
      const added = bodyOf<UserGroupMembersChange>(request).userIds;
      members = [ANN, BOB].filter((m) => members.includes(m) || added.includes(m.id));
      return list(...members);
    }
    if (method === 'put' && url === `usergroups/${GROUP.id}/members/remove`) {
      const removed = bodyOf<UserGroupMembersChange>(request).userIds;
      members = members.filter((m) => !removed.includes(m.id));
      return list(...members);
    }
    if (method === 'post' && url === 'users/search') return searchPageReply([{ ...ANN, roles: [], createdAt: ANN.addedDate }, { ...BOB, roles: [], createdAt: BOB.addedDate }]);
    if (method === 'post' && url === 'usergroups') return options.onCreate ? options.onCreate(bodyOf<UserGroupWriteRequest>(request)) : { status: 201, data: GROUP };
    return NOT_FOUND;
  }) satisfies MockHandler);
}

async function render(path = `/settings/user-groups/details/${GROUP.id}`, permissions = GROUP_PERMISSIONS) {
  signInTestAgent(permissions);
  return renderScreens(feature, path, {
    '/settings/user-groups/details/:id': <UserGroupDetailsScreen />,
    '/settings/user-groups/details': <UserGroupCreateScreen />,
    '/settings/user-groups/list': <p>list page</p>,
  });
}

const sent = (seen: ReturnType<typeof server>, method: string, url: string) => seen.filter((r) => r.method === method && r.url === url).map((r) => bodyOf<unknown>(r));

describe('UserGroupDetailsScreen', () => {
  it('shows the group and its members, read-only without the edit permission', async () => {
    server();
    await render(undefined, ['directory:userGroups:view']);
    const header = await screen.findByTestId('user-group-header');
    expect(within(header).getByTestId('page-title')).toHaveTextContent('Billing');
    expect(screen.getByTestId('user-group-description-text')).toHaveTextContent('Invoices');
    expect(screen.getByTestId('user-group-ticket-count')).toHaveTextContent('Tickets given to this group: 4');
    expect(await screen.findByText('Ann Archer')).toBeInTheDocument();
    expect(screen.queryByTestId('member-picker')).not.toBeInTheDocument();
    expect(screen.queryByTestId('member-remove')).not.toBeInTheDocument();
    expect(screen.queryByTestId('user-group-delete')).not.toBeInTheDocument();
  });

  it('adds a member picked from the user search', async () => {
    const seen = server();
    await render();
    await screen.findByText('Ann Archer');
    const picker = within(screen.getByTestId('member-picker')).getByRole('combobox');
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: 'bob' } });
    // Ann is in the group already: only Bob is offered.
    fireEvent.click(await screen.findByTitle('Bob Baker <bob@example.com>'));
    expect(screen.queryByTitle('Ann Archer <ann@example.com>')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('member-add'));
    await waitFor(() => expect(sent(seen, 'put', `usergroups/${GROUP.id}/members`)).toEqual([{ userIds: [BOB.id] }]));
    expect(await screen.findByText('Members added: 1')).toBeInTheDocument();
    expect(within(screen.getByTestId('user-group-members')).getAllByTestId('member-row').map((row) => row.getAttribute('data-user-id'))).toEqual([ANN.id, BOB.id]);
  });

  it('asks before removing a member, then removes them', async () => {
    const seen = server();
    await render();
    fireEvent.click(await screen.findByTestId('member-remove'));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Remove Ann Archer from Billing?');
    expect(sent(seen, 'put', `usergroups/${GROUP.id}/members/remove`)).toEqual([]);
    fireEvent.click(screen.getByTestId('member-remove-confirm'));
    await waitFor(() => expect(sent(seen, 'put', `usergroups/${GROUP.id}/members/remove`)).toEqual([{ userIds: [ANN.id] }]));
    expect(await screen.findByText('No members yet')).toBeInTheDocument();
  });

  it('renames the group', async () => {
    const seen = server();
    await render();
    const name = await screen.findByTestId('user-group-name');
    const user = setupUser();
    await user.clear(name);
    await user.type(name, 'Billing team');
    await user.click(screen.getByTestId('user-group-save'));
    await waitFor(() => expect(sent(seen, 'put', `usergroups/${GROUP.id}`)).toEqual([{ name: 'Billing team', description: 'Invoices' }]));
    expect(await screen.findByText('Group saved')).toBeInTheDocument();
  });

  it('says how many tickets lose the group before deleting it, then goes back to the list', async () => {
    const seen = server();
    await render();
    fireEvent.click(await screen.findByTestId('user-group-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the group Billing?');
    expect(dialog).toHaveTextContent('Tickets given to this group: 4. They stay, without a group.');
    fireEvent.click(screen.getByTestId('user-group-delete-confirm'));
    await waitFor(() => expect(currentLocation()).toBe('/settings/user-groups/list'));
    expect(seen.filter((r) => r.method === 'delete')).toHaveLength(1);
  });

  it('says when the group does not exist', async () => {
    server();
    await render('/settings/user-groups/details/g0000000-0000-4000-8000-000000000099');
    expect(await screen.findByText('User group not found')).toBeInTheDocument();
  });
});

describe('UserGroupCreateScreen', () => {
  it('creates a group and opens it; a taken name is shown on the field', async () => {
    let answer: MockReply = { status: 409, data: { statusCode: 409, code: 'CONFLICT', message: 'Conflict', details: [{ field: '/name', message: 'is already used by another group' }] } };
    const seen = server({ onCreate: () => answer });
    await render('/settings/user-groups/details');
    const user = setupUser();
    await user.type(await screen.findByTestId('user-group-name'), ' Billing ');
    await user.type(screen.getByTestId('user-group-description'), 'Invoices');
    await user.click(screen.getByTestId('user-group-submit'));
    expect(await screen.findByText('Another group already has this name')).toBeInTheDocument();
    expect(sent(seen, 'post', 'usergroups')).toEqual([{ name: 'Billing', description: 'Invoices' }]);

    answer = { status: 201, data: GROUP };
    await user.click(screen.getByTestId('user-group-submit'));
    await waitFor(() => expect(currentLocation()).toBe(`/settings/user-groups/details/${GROUP.id}`));
  });
});
