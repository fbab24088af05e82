import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OAuthClientWrite } from '@switchboard/shared/contracts';
import { bodiesSentTo, mockHttp, renderScreens, setupUser, signInTestAgent } from '@switchboard/test-utils';
import { feature } from '../../feature';
import { OAuthClientDetailsScreen } from './oauth-client-details-screen';
import { CLIENT_PERMISSIONS, DIVISIONS_REPLY, EAST_DIVISION, makeClient, NOT_FOUND, READER_ROLE, ROLES_REPLY, withSecret } from './test-clients';

const CLIENT = makeClient(3, { name: 'Billing sync', description: 'Copies invoices' });
const NEW_SECRET = 'sbcs_rotatedRotatedRotatedRotatedRotatedRotated';

function server(client = CLIENT) {
  return mockHttp((request) => {
    if (request.method === 'post' && request.url === 'roles/search') return ROLES_REPLY;
    if (request.method === 'get' && request.url === 'divisions/options') return DIVISIONS_REPLY;
    if (request.method === 'get' && request.url === `oauth/clients/${CLIENT.id}`) return { status: 200, data: client };
    if (request.method === 'post' && request.url === `oauth/clients/${CLIENT.id}/secret`) return { status: 200, data: withSecret({ ...CLIENT, secretRotatedAt: '2026-11-20T10:00:00.000Z' }, NEW_SECRET) };
    if (request.method === 'put' && request.url === `oauth/clients/${CLIENT.id}`) return { status: 200, data: { ...CLIENT, ...JSON.parse(request.data as string), roles: CLIENT.roles } };
    if (request.method === 'delete' && request.url === `oauth/clients/${CLIENT.id}`) return { status: 204 };
    return NOT_FOUND;
  });
}

async function render(permissions = CLIENT_PERMISSIONS) {
  signInTestAgent(permissions);
  return renderScreens(feature, `/settings/oauth/details/${CLIENT.id}`, { '/settings/oauth/details/:id': <OAuthClientDetailsScreen />, '/settings/oauth/list': <p>list page</p> });
}

const puts = (seen: ReturnType<typeof server>) => bodiesSentTo<OAuthClientWrite>(calls(seen, 'put', `oauth/clients/${CLIENT.id}`), `oauth/clients/${CLIENT.id}`);
const calls = (seen: ReturnType<typeof server>, method: string, url: string) => seen.filter((request) => request.method === method && request.url === url);

describe('OAuthClientDetailsScreen', () => {
  it('shows the client with its id and roles, read-only without the edit permission', async () => {
    server();
    await render(['integrations:oauths:view']);
    const header = await screen.findByTestId('oauth-client-header');
    expect(within(header).getByTestId('page-title')).toHaveTextContent('Billing sync');
    expect(screen.getByTestId('oauth-client-id')).toHaveTextContent(CLIENT.id);
    expect(within(screen.getByTestId('oauth-client-role-tags')).getByText(READER_ROLE.name)).toBeInTheDocument();
    expect(screen.getByTestId('oauth-client-state')).toHaveTextContent('Enabled');
    expect(screen.queryByTestId('oauth-client-rotate')).not.toBeInTheDocument();
    expect(screen.queryByTestId('oauth-client-delete')).not.toBeInTheDocument();
    expect(screen.queryByTestId('oauth-client-enabled')).not.toBeInTheDocument();
    expect(screen.getByTestId('oauth-client-divisions')).toHaveTextContent('All divisions');
  });

  it('names the divisions of a limited client and keeps them when saved', async () => {
    const seen = server({ ...CLIENT, divisionIds: [EAST_DIVISION.id] });
    await render();
    await waitFor(() => expect(screen.getByTestId('oauth-client-divisions')).toHaveTextContent('East'));
    const user = setupUser();
    await user.type(screen.getByTestId('oauth-client-description'), '!');
    await user.click(screen.getByTestId('oauth-client-save'));
    await waitFor(() => expect(puts(seen)).toEqual([expect.objectContaining({ divisionIds: [EAST_DIVISION.id] })]));
  });

  it('asks before rotating the secret, then shows the new one once', async () => {
    const seen = server();
    await render();
    const user = setupUser();
    await user.click(await screen.findByTestId('oauth-client-rotate'));
    const confirm = await screen.findByTestId('oauth-client-rotate-confirm');
    expect(screen.getByRole('dialog')).toHaveTextContent('Rotate the secret of Billing sync?');
    expect(calls(seen, 'post', `oauth/clients/${CLIENT.id}/secret`)).toHaveLength(0);
    await user.click(confirm);
    const modal = await screen.findByTestId('oauth-secret-modal');
    expect(calls(seen, 'post', `oauth/clients/${CLIENT.id}/secret`)).toHaveLength(1);
    expect(within(modal).getByTestId('oauth-secret-value')).toHaveTextContent(NEW_SECRET);
    expect(modal).toHaveTextContent('you will not see it again');
    await user.click(screen.getByTestId('oauth-secret-done'));
    await waitFor(() => expect(screen.queryByText(NEW_SECRET)).not.toBeInTheDocument());
  });

  it('cancelling the rotation changes nothing', async () => {
    const seen = server();
    await render();
    const user = setupUser();
    await user.click(await screen.findByTestId('oauth-client-rotate'));
    await screen.findByTestId('oauth-client-rotate-confirm');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('oauth-client-rotate-confirm')).not.toBeInTheDocument());
    expect(calls(seen, 'post', `oauth/clients/${CLIENT.id}/secret`)).toHaveLength(0);
    expect(screen.queryByTestId('oauth-secret-modal')).not.toBeInTheDocument();
  });

  it('asks before disabling, then sends the client as saved with enabled off', async () => {
    const seen = server();
    await render();
    fireEvent.click(await screen.findByTestId('oauth-client-enabled'));
    const confirm = await screen.findByTestId('oauth-client-disable-confirm');
    expect(puts(seen)).toEqual([]);
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(puts(seen)).toEqual([{ name: 'Billing sync', description: 'Copies invoices', roleIds: [READER_ROLE.id], divisionIds: null, enabled: false }]),
    );
    await waitFor(() => expect(screen.getByTestId('oauth-client-state')).toHaveTextContent('Disabled'));
  });

  it('asks before deleting, then goes back to the list', async () => {
    const seen = server();
    await render();
    const user = setupUser();
    await user.click(await screen.findByTestId('oauth-client-delete'));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Delete Billing sync?');
    await user.click(await screen.findByTestId('oauth-client-delete-confirm'));
    await waitFor(() => expect(calls(seen, 'delete', `oauth/clients/${CLIENT.id}`)).toHaveLength(1));
    expect(await screen.findByText('list page')).toBeInTheDocument();
  });
});
