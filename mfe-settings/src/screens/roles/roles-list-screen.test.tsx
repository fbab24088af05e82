import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@switchboard/shared/i18n';
import type { RoleSearchRequest } from '@switchboard/shared/contracts';
import { bodiesSentTo, bodyOf, currentLocation, mockHttp, type MockReply, renderScreens, searchPageReply, signInTestAgent } from '@switchboard/test-utils';
import { feature } from '../../feature';
import { RolesListScreen } from './roles-list-screen';
import { HELD, makeRole, NOT_FOUND } from './test-roles';

const ADMIN = makeRole(1, { name: 'Administrator', builtIn: true, userCount: 2, permissions: HELD });
const BILLING = makeRole(2, { name: 'Billing desk', userCount: 5 });

function server(onSearch: (body: RoleSearchRequest) => MockReply = () => searchPageReply([ADMIN, BILLING])) {
  return mockHttp((request) => (request.url === 'roles/search' ? onSearch(bodyOf<RoleSearchRequest>(request)) : NOT_FOUND));
}

async function render(path = '/settings/roles/list', permissions = HELD) {
  signInTestAgent(permissions);
  return renderScreens(feature, path, { '/settings/roles/list': <RolesListScreen />, '/settings/roles/details': <p>create page</p>, '/settings/roles/details/:id': <p>details page</p> });
}

describe('RolesListScreen', () => {
  afterEach(() => act(() => setLanguage('en-us')));

  it('shows the built-in roles in the reader’s language until renamed; the organisation’s own roles as typed', async () => {
    const agent = makeRole(3, { name: 'Agent', builtIn: true });
    const renamed = makeRole(4, { name: 'Front desk', builtIn: true });
    const own = makeRole(5, { name: 'Supervisor', builtIn: false });
    server(() => searchPageReply([ADMIN, agent, renamed, own]));
    await render();
    await screen.findAllByTestId('role-row');
    await act(() => setLanguage('es-es'));
    const rows = await screen.findAllByTestId('role-row');
    expect(within(rows[0]).getByRole('link')).toHaveTextContent('Administrador');
    expect(within(rows[1]).getByRole('link')).toHaveTextContent('Agente');
    expect(within(rows[2]).getByRole('link')).toHaveTextContent('Front desk');
    expect(within(rows[3]).getByRole('link')).toHaveTextContent('Supervisor');
  });

  it('loads the view in the URL and shows each role’s built-in tag, permission count and user count', async () => {
    const seen = server(() => searchPageReply([ADMIN, BILLING], 40));
    await render('/settings/roles/list?q=desk&kind=custom&sort=userCount:desc&page=2');
    const rows = await screen.findAllByTestId('role-row');
    expect(bodiesSentTo<RoleSearchRequest>(seen, 'roles/search')).toEqual([{ pageNumber: 2, pageSize: 25, query: 'desk', filters: { builtIn: false }, sort: { field: 'userCount', order: 'desc' } }]);
    expect(within(rows[0]).getByText('Built-in')).toBeInTheDocument();
    expect(within(rows[0]).getByText(String(HELD.length))).toBeInTheDocument();
    expect(within(rows[1]).queryByText('Built-in')).not.toBeInTheDocument();
    expect(within(rows[1]).getByText('5')).toBeInTheDocument();

    fireEvent.click(within(rows[1]).getByText('5'));
    await waitFor(() => expect(currentLocation()).toBe(`/settings/roles/details/${BILLING.id}`));
  });

  it('sorts by user count on the column header and offers "New role" to holders of directory:roles:add', async () => {
    const seen = server();
    await render();
    await screen.findAllByTestId('role-row');
    fireEvent.click(within(within(screen.getByTestId('roles-table')).getByRole('columnheader', { name: /Users/ })).getByRole('button'));
    await waitFor(() => expect(currentLocation()).toBe('/settings/roles/list?sort=userCount:asc'));
    await waitFor(() => expect(bodiesSentTo<RoleSearchRequest>(seen, 'roles/search').at(-1)).toEqual({ pageNumber: 1, pageSize: 25, sort: { field: 'userCount', order: 'asc' } }));

    fireEvent.click(screen.getByTestId('roles-new'));
    await waitFor(() => expect(currentLocation()).toBe('/settings/roles/details'));
  });

  it('hides "New role" without directory:roles:add', async () => {
    server();
    await render('/settings/roles/list', ['directory:roles:view']);
    await screen.findAllByTestId('role-row');
    expect(screen.queryByTestId('roles-new')).not.toBeInTheDocument();
  });

  it('tells "no roles yet" from "nothing matches", and shows the error state', async () => {
    server(() => searchPageReply([]));
    const first = await render();
    expect(await screen.findByText('No roles yet')).toBeInTheDocument();
    first.unmount();
    const second = await render('/settings/roles/list?q=zzz');
    expect(await screen.findByText('No roles match these filters')).toBeInTheDocument();
    second.unmount();
    server(() => ({ status: 500, data: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'boom' } }));
    await render();
    expect(await screen.findByTestId('roles-error')).toBeInTheDocument();
  });
});
