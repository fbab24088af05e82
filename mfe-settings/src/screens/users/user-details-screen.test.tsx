import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserUpdateRequest } from '@switchboard/shared/contracts';
import { bodyOf, type MockHandler, mockHttp, type MockReply, renderScreens, setupUser, signInTestAgent } from '@switchboard/test-utils';
import { feature } from '../../feature';
import { UserDetailsScreen } from './user-details-screen';
import { detailsOf, makeUser, NOT_FOUND, USER_PERMISSIONS } from './test-users';

const ANN = detailsOf(makeUser(1, { name: 'Ann Archer', email: 'ann@example.com', title: 'Team lead' }));
// signInTestAgent's own id: the signed-in agent.
const SELF = detailsOf(makeUser(2, { id: 'agent-1', name: 'Ada Agent' }));

const conflict = (code: string): MockReply => ({ status: 409, data: { statusCode: 409, code, message: 'Conflict', details: [{ field: '/status', message: 'refused' }] } });

function server(onUpdate: (body: UserUpdateRequest) => MockReply = (body) => ({ status: 200, data: { ...ANN, ...body } })) {
  return mockHttp(((request) => {
    if (request.method === 'get' && request.url === `users/${ANN.id}`) return { status: 200, data: ANN };
    if (request.method === 'get' && request.url === `users/${SELF.id}`) return { status: 200, data: SELF };
    if (request.method === 'put' && request.url === 'users') return onUpdate(bodyOf<UserUpdateRequest>(request));
    return NOT_FOUND;
  }) satisfies MockHandler);
}

async function render(id = ANN.id, permissions = USER_PERMISSIONS) {
  signInTestAgent(permissions);
  return renderScreens(feature, `/settings/users/details/${id}`, { '/settings/users/details/:id': <UserDetailsScreen />, '/settings/users/list': <p>list page</p> });
}

const updates = (seen: ReturnType<typeof server>) => seen.filter((request) => request.method === 'put').map((request) => bodyOf<UserUpdateRequest>(request));

describe('UserDetailsScreen', () => {
  it('shows the user with their roles, read-only without the edit permission', async () => {
    const seen = server();
    await render(ANN.id, ['directory:users:view']);
    const header = await screen.findByTestId('user-header');
    expect(within(header).getByTestId('page-title')).toHaveTextContent('Ann Archer');
    expect(await screen.findByText('ann@example.com')).toBeInTheDocument();
    expect(screen.getByText('Team lead')).toBeInTheDocument();
    expect(within(screen.getByTestId('user-roles')).getByText('Agent')).toBeInTheDocument();
    expect(screen.getByTestId('user-status')).toHaveTextContent('Active');
    expect(screen.queryByTestId('user-status-switch')).not.toBeInTheDocument();
    expect(screen.queryByTestId('user-name')).not.toBeInTheDocument();
    expect(screen.queryByTestId('user-save')).not.toBeInTheDocument();
    expect(seen[0].params).toEqual({ expand: 'roles' });
  });

  it('renames the user and clears their title', async () => {
    const seen = server();
    await render();
    const input = await screen.findByTestId('user-name');
    const user = setupUser();
    await user.clear(input);
    await user.type(input, 'Ann Brown');
    expect(screen.getByTestId('user-title')).toHaveValue('Team lead');
    await user.clear(screen.getByTestId('user-title'));
    await user.click(screen.getByTestId('user-save'));
    await waitFor(() => expect(updates(seen)).toEqual([{ id: ANN.id, name: 'Ann Brown', title: null }]));
    expect(await screen.findByText('User saved')).toBeInTheDocument();
    expect(within(screen.getByTestId('user-header')).getByTestId('page-title')).toHaveTextContent('Ann Brown');
  });

  it('asks before disabling, then disables; enabling needs no confirmation', async () => {
    const seen = server();
    await render();
    fireEvent.click(await screen.findByTestId('user-status-switch'));
    const confirm = await screen.findByTestId('user-disable-confirm');
    expect(screen.getByRole('dialog')).toHaveTextContent('Disable Ann Archer?');
    expect(updates(seen)).toEqual([]);
    fireEvent.click(confirm);
    await waitFor(() => expect(updates(seen)).toEqual([{ id: ANN.id, status: 'disabled' }]));
    await waitFor(() => expect(screen.getByTestId('user-status')).toHaveTextContent('Disabled'));

    fireEvent.click(screen.getByTestId('user-status-switch'));
    await waitFor(() => expect(updates(seen).at(-1)).toEqual({ id: ANN.id, status: 'active' }));
    await waitFor(() => expect(screen.getByTestId('user-status')).toHaveTextContent('Active'));
  });

  it('explains a refused disable (the last administrator) and keeps the user active', async () => {
    server(() => conflict('LAST_PERMISSION_HOLDER'));
    await render();
    fireEvent.click(await screen.findByTestId('user-status-switch'));
    fireEvent.click(await screen.findByTestId('user-disable-confirm'));
    const alert = await screen.findByTestId('user-disable-refused');
    expect(alert).toHaveTextContent('This user cannot be disabled');
    expect(alert).toHaveTextContent('the last administrator');
    expect(screen.getByTestId('user-status')).toHaveTextContent('Active');
  });

  it('offers no switch on one’s own account', async () => {
    server();
    await render(SELF.id);
    expect(await screen.findByText('This is your own account: someone else must disable it.')).toBeInTheDocument();
    expect(screen.queryByTestId('user-status-switch')).not.toBeInTheDocument();
  });

  it('says when the user does not exist', async () => {
    server();
    await render('u0000000-0000-4000-8000-000000000099');
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });
});

describe('UserDetailsScreen: invitation and removal', () => {
  const IVY = detailsOf(makeUser(3, { name: 'Ivy Invited', email: 'ivy@example.com', status: 'invited' }));
  const MANAGER = ['directory:users:view', 'directory:users:edit', 'directory:users:add', 'directory:users:delete'];

  function lifecycleServer(onRemove: () => MockReply = () => ({ status: 200, data: { removed: 1, unassignedTickets: 2 } })) {
    return mockHttp((request) => {
      if (request.method === 'get' && request.url === `users/${ANN.id}`) return { status: 200, data: ANN };
      if (request.method === 'get' && request.url === `users/${IVY.id}`) return { status: 200, data: IVY };
      if (request.method === 'get' && request.url === `users/${SELF.id}`) return { status: 200, data: SELF };
      if (request.method === 'post' && request.url === `users/${IVY.id}/invite`) return { status: 200, data: IVY };
      if (request.method === 'delete' && request.url === `users/${ANN.id}`) return onRemove();
      return NOT_FOUND;
    });
  }

  it('removes the user after a confirmation that mentions their open tickets, then says how many were unassigned', async () => {
    const seen = lifecycleServer();
    await render(ANN.id, MANAGER);
    fireEvent.click(await screen.findByTestId('user-remove'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Remove Ann Archer?');
    expect(dialog).toHaveTextContent('Their open tickets become unassigned.');
    expect(seen.some((request) => request.method === 'delete')).toBe(false);
    fireEvent.click(screen.getByTestId('user-remove-confirm'));
    expect(await screen.findByText('Ann Archer was removed. Open tickets unassigned: 2')).toBeInTheDocument();
    expect(await screen.findByText('list page')).toBeInTheDocument();
  });

  it('stays on the user and says why when the removal is refused', async () => {
    lifecycleServer(() => conflict('LAST_PERMISSION_HOLDER'));
    await render(ANN.id, MANAGER);
    fireEvent.click(await screen.findByTestId('user-remove'));
    fireEvent.click(await screen.findByTestId('user-remove-confirm'));
    expect(await screen.findByText('Last holder of a permission')).toBeInTheDocument();
    expect(screen.queryByText('list page')).not.toBeInTheDocument();
  });

  it('offers no removal of oneself, nor without the delete permission', async () => {
    lifecycleServer();
    const own = await render(SELF.id, MANAGER);
    await screen.findByTestId('user-header');
    expect(screen.queryByTestId('user-remove')).not.toBeInTheDocument();
    own.unmount();
    await render(ANN.id, USER_PERMISSIONS);
    await screen.findByTestId('user-header');
    expect(screen.queryByTestId('user-remove')).not.toBeInTheDocument();
  });

  it('an invited user has no status switch, a hint, and a button to resend the invitation', async () => {
    const seen = lifecycleServer();
    await render(IVY.id, MANAGER);
    expect(await screen.findByTestId('user-invited-hint')).toBeInTheDocument();
    expect(screen.getByTestId('user-status')).toHaveTextContent('Invited');
    expect(screen.queryByTestId('user-status-switch')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('user-resend-invitation'));
    expect(await screen.findByText('A new invitation was sent to ivy@example.com; the previous link no longer works')).toBeInTheDocument();
    expect(seen.filter((request) => request.method === 'post').map((request) => request.url)).toEqual([`users/${IVY.id}/invite`]);
  });
});
