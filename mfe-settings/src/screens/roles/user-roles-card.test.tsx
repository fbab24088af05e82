import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserRolesRequest } from '@switchboard/shared/contracts';
import { bodiesSentTo, mockHttp, renderScreens, signInTestAgent } from '@switchboard/test-utils';
import { feature } from '../../feature';
import { UserRolesCard } from './user-roles-card';
import { HELD, makeRole, NOT_FOUND } from './test-roles';

const USER_ID = 'u0000000-0000-4000-8000-000000000001';
const AGENT = makeRole(1, { name: 'Agent', builtIn: true });
const BILLING = makeRole(2, { name: 'Billing desk' });
const POWERFUL = makeRole(3, { name: 'Mergers', permissions: ['tickets:tickets:merge'] });
const ref = (role: typeof AGENT) => ({ id: role.id, name: role.name, builtIn: role.builtIn });

function server() {
  let held = [ref(AGENT)];
  return mockHttp((request) => {
    if (request.url === 'roles/search') return { status: 200, data: { entities: [AGENT, BILLING, POWERFUL], totalCount: 3, pageNumber: 1, pageSize: 100 } };
    if (request.url === `users/${USER_ID}/roles` && request.method === 'get') return { status: 200, data: { entities: held, totalCount: held.length } };
    if (request.url === `users/${USER_ID}/roles` && request.method === 'put') {
      held = [ref(AGENT), ref(BILLING)];
      return { status: 200, data: { entities: held, totalCount: 2 } };
    }
    if (request.url === `users/${USER_ID}/roles/remove`) {
      held = held.filter((role) => role.id !== AGENT.id);
      return { status: 200, data: { entities: held, totalCount: held.length } };
    }
    return NOT_FOUND;
  });
}

async function render(permissions = HELD) {
  signInTestAgent(permissions);
  return renderScreens(feature, '/settings/users/details/1', { '/settings/users/details/:id': <UserRolesCard userId={USER_ID} userName="Ann Archer" /> });
}

describe('UserRolesCard', () => {
  it('lists the roles, adds the chosen ones; roles with permissions the user lacks cannot be chosen', async () => {
    const seen = server();
    await render();
    expect((await screen.findAllByTestId('user-role')).map((tag) => tag.textContent)).toEqual(['Agent']);
    fireEvent.mouseDown(within(screen.getByTestId('user-roles-pick')).getByRole('combobox'));
    const mergers = await screen.findByTitle('This role has permissions you do not hold');
    expect(mergers.closest('.ant-select-item')).toHaveClass('ant-select-item-option-disabled');
    fireEvent.click(await screen.findByTitle('Billing desk'));
    fireEvent.click(screen.getByTestId('user-roles-add'));
    await waitFor(() => expect(screen.getAllByTestId('user-role').map((tag) => tag.textContent)).toEqual(['Agent', 'Billing desk']));
    expect(bodiesSentTo<UserRolesRequest>(seen.filter((request) => request.method === 'put'), `users/${USER_ID}/roles`)).toEqual([{ roleIds: [BILLING.id] }]);
  });

  it('asks before taking a role away', async () => {
    const seen = server();
    await render();
    await screen.findAllByTestId('user-role');
    fireEvent.click(screen.getByLabelText('Remove Agent'));
    expect((await screen.findAllByText('Remove the role Agent from Ann Archer?')).length).toBeGreaterThan(0);
    expect(seen.some((request) => request.url?.endsWith('/remove'))).toBe(false);
    fireEvent.click(screen.getByTestId('user-role-remove-confirm'));
    expect(await screen.findByText('No roles')).toBeInTheDocument();
    expect(bodiesSentTo<UserRolesRequest>(seen, `users/${USER_ID}/roles/remove`)).toEqual([{ roleIds: [AGENT.id] }]);
  });

  it('gives roles in chosen divisions only, and names the divisions of a role held in some', async () => {
    const EAST = { id: 'd0000000-0000-4000-8000-000000000002', name: 'East', isHome: false };
    const HOME = { id: 'd0000000-0000-4000-8000-000000000001', name: 'Home', isHome: true };
    let held = [{ ...ref(AGENT), divisionIds: null as string[] | null }];
    const seen = mockHttp((request) => {
      if (request.url === 'divisions/options') return { status: 200, data: { entities: [HOME, EAST], totalCount: 2 } };
      if (request.url === 'roles/search') return { status: 200, data: { entities: [AGENT, BILLING], totalCount: 2, pageNumber: 1, pageSize: 100 } };
      if (request.url === `users/${USER_ID}/roles` && request.method === 'get') return { status: 200, data: { entities: held, totalCount: held.length } };
      if (request.url === `users/${USER_ID}/roles` && request.method === 'put') {
        held = [...held, { ...ref(BILLING), divisionIds: [EAST.id] }];
        return { status: 200, data: { entities: held, totalCount: held.length } };
      }
      return NOT_FOUND;
    });
    await render();
    await screen.findAllByTestId('user-role');
    // Nothing chosen means every division.
    const divisions = await screen.findByTestId('user-roles-divisions');
    expect(divisions).toHaveTextContent('All divisions');
    fireEvent.mouseDown(within(divisions).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('East'));
    fireEvent.mouseDown(within(screen.getByTestId('user-roles-pick')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Billing desk'));
    fireEvent.click(screen.getByTestId('user-roles-add'));
    await waitFor(() => expect(screen.getAllByTestId('user-role').map((tag) => tag.textContent)).toEqual(['Agent', 'Billing desk(East)']));
    expect(bodiesSentTo<UserRolesRequest>(seen.filter((request) => request.method === 'put'), `users/${USER_ID}/roles`)).toEqual([{ roleIds: [BILLING.id], divisionIds: [EAST.id] }]);
  });

  it('is read-only without directory:users:edit', async () => {
    server();
    await render(['directory:users:view']);
    await screen.findAllByTestId('user-role');
    expect(screen.queryByTestId('user-roles-pick')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Remove Agent')).not.toBeInTheDocument();
  });
});
