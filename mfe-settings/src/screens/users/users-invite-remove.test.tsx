import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RoleSummary, UserBulkRemoveRequest, UserGroupSummary, UserInviteRequest } from '@switchboard/shared/contracts';
import { bodiesSentTo, bodyOf, chooseOption, enterText, mockHttp, type MockReply, renderScreens, searchPageReply, setupUser, signInTestAgent } from '@switchboard/test-utils';
import { feature } from '../../feature';
import { UsersListScreen } from './users-list-screen';
import { AGENT_ROLE, detailsOf, makeUser, NOT_FOUND } from './test-users';

const ANN = makeUser(1, { name: 'Ann Archer', email: 'ann@example.com' });
const IVY = makeUser(2, { name: 'Ivy Invited', email: 'ivy@example.com', status: 'invited' });
const ADMIN_ROLE = { id: 'a0000000-0000-4000-8000-000000000002', name: 'Administrator' };
const role = (ref: { id: string; name: string }, permissions: string[]): RoleSummary => ({ ...ref, builtIn: true, permissions, userCount: 1, createdAt: '2026-11-01T09:00:00.000Z' });
const ROLES = [role(ADMIN_ROLE, ['directory:users:view', 'organization:settings:edit']), role(AGENT_ROLE, ['tickets:tickets:view'])];

const MANAGER = ['directory:users:view', 'directory:users:add', 'directory:users:delete', 'tickets:tickets:view'];
const BILLING_GROUP: UserGroupSummary = {
  id: 'b0000000-0000-4000-8000-000000000009',
  name: 'Billing desk',
  description: null,
  memberCount: 2,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
};

interface Answers {
  invite?: (body: UserInviteRequest) => MockReply;
  removeMany?: (body: UserBulkRemoveRequest) => MockReply;
}

function server(answers: Answers = {}) {
  return mockHttp((request) => {
    if (request.url === 'users/search') return searchPageReply([ANN, IVY]);
    if (request.url === 'roles/search') return searchPageReply(ROLES);
    if (request.url === 'usergroups/search') return searchPageReply([BILLING_GROUP]);
    if (request.url === 'users' && request.method === 'post') {
      const body = bodyOf<UserInviteRequest>(request);
      return answers.invite?.(body) ?? { status: 201, data: detailsOf(makeUser(3, { name: body.name, email: body.email, status: 'invited' })) };
    }
    if (request.url === `users/${IVY.id}/invite`) return { status: 200, data: detailsOf(IVY) };
    if (request.url === 'users/bulk/remove') return answers.removeMany?.(bodyOf<UserBulkRemoveRequest>(request)) ?? { status: 200, data: { removed: 2, unassignedTickets: 3 } };
    return NOT_FOUND;
  });
}

async function render(permissions = MANAGER) {
  signInTestAgent(permissions);
  return renderScreens(feature, '/settings/users/list', { '/settings/users/list': <UsersListScreen />, '/settings/users/details/:id': <p>details page</p> });
}

async function openInviteForm() {
  fireEvent.click(await screen.findByTestId('users-new'));
  return screen.findByRole('dialog');
}

describe('inviting a colleague from the users list', () => {
  it('sends name, email and the chosen roles, then says where the invitation went', async () => {
    const seen = server();
    await render();
    expect(within(await screen.findByTestId('users-table')).getByText('Invited')).toBeInTheDocument();
    const dialog = await openInviteForm();
    expect(within(dialog).getByText('Invite a colleague')).toBeInTheDocument();
    const user = setupUser();
    await enterText(user, within(dialog).getByTestId('user-invite-name'), 'Cleo Colleague');
    await enterText(user, within(dialog).getByTestId('user-invite-email'), ' cleo@example.com ');
    await waitFor(() => expect(bodiesSentTo(seen, 'roles/search')).toHaveLength(1));
    await chooseOption('user-invite-roles', 'Agent');
    fireEvent.click(screen.getByTestId('user-invite-send'));

    expect(await screen.findByText('Invitation sent to cleo@example.com')).toBeInTheDocument();
    expect(bodiesSentTo<UserInviteRequest>(seen, 'users').filter(Boolean)).toEqual([{ name: 'Cleo Colleague', email: 'cleo@example.com', roleIds: [AGENT_ROLE.id] }]);
    // The list is searched again so the new invited user shows.
    await waitFor(() => expect(bodiesSentTo(seen, 'users/search')).toHaveLength(2));
  });

  it('puts the invitee in the chosen user groups when the inviter may see groups', async () => {
    const seen = server();
    await render([...MANAGER, 'directory:userGroups:view']);
    const dialog = await openInviteForm();
    const user = setupUser();
    await enterText(user, within(dialog).getByTestId('user-invite-name'), 'Gil Grouped');
    await enterText(user, within(dialog).getByTestId('user-invite-email'), 'gil@example.com');
    await waitFor(() => expect(bodiesSentTo(seen, 'usergroups/search')).toHaveLength(1));
    await chooseOption('user-invite-groups', 'Billing desk');
    fireEvent.click(screen.getByTestId('user-invite-send'));
    expect(await screen.findByText('Invitation sent to gil@example.com')).toBeInTheDocument();
    expect(bodiesSentTo<UserInviteRequest>(seen, 'users').filter(Boolean)).toEqual([{ name: 'Gil Grouped', email: 'gil@example.com', roleIds: [], userGroupIds: [BILLING_GROUP.id] }]);
  });

  it('leaves the groups out for an inviter who may not see them', async () => {
    const seen = server();
    await render();
    await openInviteForm();
    await waitFor(() => expect(bodiesSentTo(seen, 'roles/search')).toHaveLength(1));
    expect(screen.queryByTestId('user-invite-groups')).not.toBeInTheDocument();
    expect(bodiesSentTo(seen, 'usergroups/search')).toHaveLength(0);
  });

  it('offers roles carrying permissions the inviter lacks only as disabled choices', async () => {
    server();
    await render();
    await openInviteForm();
    fireEvent.mouseDown(within(screen.getByTestId('user-invite-roles')).getByRole('combobox'));
    const administrator = (await screen.findAllByTitle('Administrator')).find((option) => option.closest('.ant-select-item-option'))!;
    expect(administrator.closest('.ant-select-item-option')).toHaveClass('ant-select-item-option-disabled');
    expect(screen.getByText('Roles with permissions you do not hold yourself cannot be chosen.')).toBeInTheDocument();
  });

  it('shows an address already in use beside the email field and keeps the form open', async () => {
    server({ invite: () => ({ status: 409, data: { statusCode: 409, code: 'CONFLICT', message: 'Conflict', details: [{ field: '/email', message: 'is already used' }] } }) });
    await render();
    const dialog = await openInviteForm();
    const user = setupUser();
    await enterText(user, within(dialog).getByTestId('user-invite-name'), 'Ann Again');
    await enterText(user, within(dialog).getByTestId('user-invite-email'), 'ann@example.com');
    fireEvent.click(screen.getByTestId('user-invite-send'));
    expect(await within(dialog).findByText('A user of your organization already uses this address')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('checks the fields before sending anything', async () => {
    const seen = server();
    await render();
    const dialog = await openInviteForm();
    await enterText(setupUser(), within(dialog).getByTestId('user-invite-email'), 'not-an-address');
    fireEvent.click(screen.getByTestId('user-invite-send'));
    expect(await within(dialog).findByText('Enter a name')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(seen.filter((request) => request.url === 'users')).toEqual([]);
  });

  it('resends the invitation of an invited user; without the add permission there is neither invite nor resend', async () => {
    const seen = server();
    const first = await render();
    fireEvent.click(await screen.findByTestId('user-resend-invitation'));
    expect(await screen.findByText('A new invitation was sent to ivy@example.com; the previous link no longer works')).toBeInTheDocument();
    expect(seen.some((request) => request.url === `users/${IVY.id}/invite` && request.method === 'post')).toBe(true);
    first.unmount();

    await render(['directory:users:view']);
    await screen.findAllByTestId('user-row');
    expect(screen.queryByTestId('users-new')).not.toBeInTheDocument();
    expect(screen.queryByTestId('user-resend-invitation')).not.toBeInTheDocument();
  });
});

describe('removing users from the list', () => {
  const selectAll = async () => {
    const rows = await screen.findAllByTestId('user-row');
    for (const row of rows) fireEvent.click(within(row).getByRole('checkbox'));
  };

  it('asks first, naming how many and that open tickets get unassigned, then reports the counts', async () => {
    const seen = server();
    await render();
    await selectAll();
    fireEvent.click(await screen.findByTestId('users-bulk-remove'));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Remove the selected users (2)? They can no longer sign in, and their open tickets become unassigned.');
    expect(bodiesSentTo(seen, 'users/bulk/remove')).toEqual([]);
    fireEvent.click(screen.getByTestId('users-bulk-confirm'));
    expect(await screen.findByText('Users removed: 2. Open tickets unassigned: 3')).toBeInTheDocument();
    expect(bodiesSentTo(seen, 'users/bulk/remove')).toEqual([{ ids: [ANN.id, IVY.id] }]);
  });

  it('says why nothing was removed', async () => {
    server({ removeMany: () => ({ status: 409, data: { statusCode: 409, code: 'LAST_PERMISSION_HOLDER', message: 'last', details: [{ field: '/ids/0', message: 'last' }] } }) });
    await render();
    await selectAll();
    fireEvent.click(await screen.findByTestId('users-bulk-remove'));
    fireEvent.click(await screen.findByTestId('users-bulk-confirm'));
    expect(await screen.findByText('Last holder of a permission')).toBeInTheDocument();
    expect(screen.queryByText(/Users removed/)).not.toBeInTheDocument();
  });

  it('offers no removal without the delete permission', async () => {
    server();
    await render(['directory:users:view']);
    await screen.findAllByTestId('user-row');
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });
});
