import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RoleWriteRequest } from '@switchboard/shared/contracts';
import { bodiesSentTo, currentLocation, mockHttp, type MockReply, type MockRequest, renderScreens, setupUser, signInTestAgent } from '@switchboard/test-utils';
import { feature } from '../../feature';
import { RoleDetailsScreen } from './role-details-screen';
import { CATALOG, HELD, makeRole, NOT_FOUND } from './test-roles';

const SUPERVISOR = makeRole(1, { name: 'Supervisor', builtIn: true, userCount: 4, permissions: ['tickets:tickets:view', 'tickets:tickets:delete', 'tickets:categories:view'] });
const BILLING = makeRole(2, { name: 'Billing desk', userCount: 3, permissions: ['tickets:tickets:view'] });
const ADMINISTRATOR = makeRole(3, { name: 'Administrator', builtIn: true, userCount: 1, permissions: HELD });
const ROLES = [SUPERVISOR, BILLING, ADMINISTRATOR];

function server(extra: (request: MockRequest) => MockReply | undefined = () => undefined) {
  return mockHttp((request) => {
    const own = extra(request);
    if (own) return own;
    if (request.url === 'permissions') return { status: 200, data: CATALOG };
    const role = ROLES.find((candidate) => request.url === `roles/${candidate.id}`);
    if (role && request.method === 'get') return { status: 200, data: role };
    return NOT_FOUND;
  });
}

async function render(path: string, permissions = HELD) {
  signInTestAgent(permissions);
  return renderScreens(feature, path, {
    '/settings/roles/list': <p>roles list</p>,
    '/settings/roles/details': <RoleDetailsScreen />,
    '/settings/roles/details/:id': <RoleDetailsScreen />,
  });
}

const box = (permission: string) => screen.getByTestId(`permission-${permission}`) as HTMLInputElement;

describe('RoleDetailsScreen: create and copy', () => {
  it('creates a role from the name and the ticked permissions, then opens it', async () => {
    const created = makeRole(9, { name: 'Night shift', permissions: ['tickets:categories:add', 'tickets:categories:delete', 'tickets:categories:edit', 'tickets:categories:view', 'tickets:tickets:view'] });
    const seen = server((request) => (request.url === 'roles' && request.method === 'post' ? { status: 201, data: created } : undefined));
    await render('/settings/roles/details');
    const user = setupUser();
    await user.type(await screen.findByTestId('role-name'), 'Night shift');
    fireEvent.click(screen.getByTestId('permission-resource-all-tickets:categories'));
    fireEvent.click(box('tickets:tickets:view'));
    expect(screen.getByTestId('role-permission-count')).toHaveTextContent('(5 chosen)');
    fireEvent.click(screen.getByTestId('role-save'));

    await waitFor(() => expect(currentLocation()).toBe(`/settings/roles/details/${created.id}`));
    expect(bodiesSentTo<RoleWriteRequest>(seen, 'roles')).toEqual([{ name: 'Night shift', permissions: created.permissions }]);
  });

  it('a copy starts from the role’s name and the permissions the user holds, saying what was left out', async () => {
    const seen = server((request) => (request.url === 'roles' && request.method === 'post' ? { status: 201, data: makeRole(10) } : undefined));
    await render(`/settings/roles/details?copyOf=${SUPERVISOR.id}`);
    expect(await screen.findByTestId('role-name')).toHaveValue('Copy of Supervisor');
    expect(screen.getByTestId('role-copy-hint')).toHaveTextContent('Permissions you do not hold were left out: 1.');
    expect(box('tickets:tickets:view').checked).toBe(true);
    expect(box('tickets:categories:view').checked).toBe(true);
    expect(box('tickets:tickets:delete').checked).toBe(false);
    fireEvent.click(screen.getByTestId('role-save'));
    await waitFor(() => expect(bodiesSentTo<RoleWriteRequest>(seen, 'roles')).toEqual([{ name: 'Copy of Supervisor', permissions: ['tickets:categories:view', 'tickets:tickets:view'] }]));
  });

  it('shows a name already in use next to the field', async () => {
    server((request) => (request.url === 'roles' ? { status: 409, data: { statusCode: 409, code: 'CONFLICT', message: 'taken', details: [{ field: '/name', message: 'is already used' }] } } : undefined));
    await render('/settings/roles/details');
    const user = setupUser();
    await user.type(await screen.findByTestId('role-name'), 'Agent');
    fireEvent.click(screen.getByTestId('role-save'));
    expect(await screen.findByText('Another role already has this name')).toBeInTheDocument();
    expect(currentLocation()).toBe('/settings/roles/details');
  });
});

describe('RoleDetailsScreen: the permission matrix', () => {
  it('select-all of an area and of a resource tick only what the user holds; what they lack is disabled and says why', async () => {
    server();
    await render(`/settings/roles/details/${BILLING.id}`);
    await screen.findByTestId('permission-matrix');
    expect(box('tickets:tickets:delete')).toBeDisabled();
    expect(box('tickets:tickets:merge')).toBeDisabled();
    fireEvent.mouseOver(box('tickets:tickets:delete').closest('.ant-checkbox-wrapper')!.parentElement!);
    expect(await screen.findByText('You do not hold this permission, so you cannot give it or take it away.')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('permission-area-all-tickets'));
    for (const permission of ['tickets:tickets:view', 'tickets:tickets:add', 'tickets:tickets:edit', 'tickets:categories:view', 'tickets:categories:delete']) expect(box(permission).checked).toBe(true);
    expect(box('tickets:tickets:delete').checked).toBe(false);
    expect(box('directory:roles:view').checked).toBe(false);

    fireEvent.click(screen.getByTestId('permission-resource-all-tickets:categories'));
    expect(box('tickets:categories:view').checked).toBe(false);
    expect(box('tickets:tickets:view').checked).toBe(true);
    // The area box is now mixed.
    expect(screen.getByTestId('permission-area-all-tickets').closest('.ant-checkbox')).toHaveClass('ant-checkbox-indeterminate');
  });

  it('the filter keeps the resources whose area, resource or action matches', async () => {
    server();
    await render(`/settings/roles/details/${BILLING.id}`);
    await screen.findByTestId('permission-matrix');
    const filter = screen.getByPlaceholderText('Filter permissions');
    fireEvent.change(filter, { target: { value: 'categ' } });
    expect(screen.getByTestId('permission-resource-tickets:categories')).toBeInTheDocument();
    expect(screen.queryByTestId('permission-resource-tickets:tickets')).not.toBeInTheDocument();
    expect(screen.queryByTestId('permission-area-directory')).not.toBeInTheDocument();
    fireEvent.change(filter, { target: { value: 'directory' } });
    expect(screen.getByTestId('permission-resource-directory:roles')).toBeInTheDocument();
    fireEvent.change(filter, { target: { value: 'nothing like it' } });
    expect(screen.getByText('No permission matches the filter')).toBeInTheDocument();
  });

  it('saves the changed permissions of a role and shows how many users hold it', async () => {
    const seen = server((request) => (request.method === 'put' && request.url === `roles/${BILLING.id}` ? { status: 200, data: { ...BILLING, permissions: ['tickets:tickets:edit', 'tickets:tickets:view'] } } : undefined));
    await render(`/settings/roles/details/${BILLING.id}`);
    expect(await screen.findByTestId('role-user-count')).toHaveTextContent('Users holding this role: 3');
    fireEvent.click(box('tickets:tickets:edit'));
    fireEvent.click(screen.getByTestId('role-save'));
    await waitFor(() => expect(bodiesSentTo<RoleWriteRequest>(seen.filter((request) => request.method === 'put'), `roles/${BILLING.id}`)).toEqual([{ name: 'Billing desk', permissions: ['tickets:tickets:edit', 'tickets:tickets:view'] }]));
  });

  it('a built-in role keeps its name and cannot be deleted; the Administrator role’s permissions are locked', async () => {
    server();
    const first = await render(`/settings/roles/details/${SUPERVISOR.id}`);
    expect(await screen.findByTestId('role-name')).toBeDisabled();
    expect(screen.queryByTestId('role-delete')).not.toBeInTheDocument();
    expect(screen.getByTestId('role-copy')).toBeInTheDocument();
    first.unmount();

    await render(`/settings/roles/details/${ADMINISTRATOR.id}`);
    await screen.findByTestId('permission-matrix');
    expect(box('tickets:tickets:view')).toBeDisabled();
    expect(box('directory:roles:edit')).toBeDisabled();
  });
});

describe('RoleDetailsScreen: delete', () => {
  it('asks first, saying how many users will lose the role, then deletes and goes back to the list', async () => {
    const seen = server((request) => (request.method === 'delete' ? { status: 200, data: { id: BILLING.id, removedFromUsers: 3 } } : undefined));
    await render(`/settings/roles/details/${BILLING.id}`);
    fireEvent.click(await screen.findByTestId('role-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Delete the role Billing desk?').length).toBeGreaterThan(0);
    expect(within(dialog).getByTestId('role-delete-users')).toHaveTextContent('Users who will lose this role: 3.');
    expect(seen.some((request) => request.method === 'delete')).toBe(false);

    fireEvent.click(screen.getByTestId('role-delete-confirm'));
    await waitFor(() => expect(currentLocation()).toBe('/settings/roles/list'));
    expect(seen.filter((request) => request.method === 'delete').map((request) => request.url)).toEqual([`roles/${BILLING.id}`]);
  });
});
