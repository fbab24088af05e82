import { screen, waitFor, within } from '@testing-library/react';
import type { OAuthClientWrite } from '@switchboard/shared/contracts';
import { bodiesSentTo, chooseOption, currentLocation, enterText, mockHttp, type MockReply, renderScreens, setupUser, signInTestAgent } from '@switchboard/test-utils';
import { feature } from '../../feature';
import { OAuthClientCreateScreen } from './oauth-client-create-screen';
import { CLIENT_PERMISSIONS, DIVISIONS_REPLY, EAST_DIVISION, makeClient, NOT_FOUND, ROLES_REPLY, withSecret, WRITER_ROLE } from './test-clients';

const SECRET = 'sbcs_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
const CREATED = withSecret(makeClient(7, { name: 'Shop connector', roles: [WRITER_ROLE] }), SECRET);

function server(onCreate: (body: OAuthClientWrite) => MockReply = () => ({ status: 201, data: CREATED })) {
  return mockHttp((request) => {
    if (request.method === 'post' && request.url === 'roles/search') return ROLES_REPLY;
    if (request.method === 'get' && request.url === 'divisions/options') return DIVISIONS_REPLY;
    if (request.method === 'post' && request.url === 'oauth/clients') return onCreate(JSON.parse(request.data as string));
    return NOT_FOUND;
  });
}

async function render() {
  signInTestAgent(CLIENT_PERMISSIONS);
  return renderScreens(feature, '/settings/oauth/details', {
    '/settings/oauth/details': <OAuthClientCreateScreen />,
    '/settings/oauth/details/:id': <p>client page</p>,
    '/settings/oauth/list': <p>list page</p>,
  });
}

describe('OAuthClientCreateScreen', () => {
  it('creates the client, shows its secret once with a warning, then opens the client without it', async () => {
    const seen = server();
    await render();
    const user = setupUser();
    await enterText(user, await screen.findByTestId('oauth-client-name'), 'Shop connector');
    await chooseOption('oauth-client-roles', 'Ticket writer');
    await user.click(screen.getByTestId('oauth-client-submit'));

    await waitFor(() => expect(bodiesSentTo<OAuthClientWrite>(seen, 'oauth/clients')).toEqual([{ name: 'Shop connector', description: null, roleIds: [WRITER_ROLE.id], divisionIds: null, enabled: true }]));
    const modal = await screen.findByTestId('oauth-secret-modal');
    expect(within(modal).getByTestId('oauth-secret-value')).toHaveTextContent(SECRET);
    expect(within(modal).getByTestId('oauth-secret-client-id')).toHaveTextContent(CREATED.id);
    expect(modal).toHaveTextContent('you will not see it again');
    expect(within(modal).getAllByRole('button', { name: /copy/i }).length).toBeGreaterThanOrEqual(2);
    // The dialog is the one confirmation: it says the client was created, no toast says it again.
    expect(screen.getByRole('dialog')).toHaveTextContent('OAuth client Shop connector created');
    expect(screen.getAllByText('OAuth client Shop connector created')).toHaveLength(1);
    expect(document.querySelector('.ant-notification-notice')).toBeNull();

    await user.click(screen.getByTestId('oauth-secret-done'));
    await waitFor(() => expect(currentLocation()).toBe(`/settings/oauth/details/${CREATED.id}`));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('limits the client to the divisions picked; none picked reads "All divisions"', async () => {
    const seen = server();
    await render();
    const user = setupUser();
    await enterText(user, await screen.findByTestId('oauth-client-name'), 'East only');
    expect(screen.getByTestId('oauth-client-divisions')).toHaveTextContent('All divisions');
    await chooseOption('oauth-client-divisions', 'East');
    await user.click(screen.getByTestId('oauth-client-submit'));
    await waitFor(() => expect(bodiesSentTo<OAuthClientWrite>(seen, 'oauth/clients')).toEqual([{ name: 'East only', description: null, roleIds: [], divisionIds: [EAST_DIVISION.id], enabled: true }]));
  });

  it('puts a role beyond the caller’s permissions on the roles field and shows no secret', async () => {
    server(() => ({ status: 403, data: { statusCode: 403, code: 'PERMISSION_NOT_HELD', message: 'Not held', details: [{ field: '/roleIds', message: 'gives directory:roles:edit' }] } }));
    await render();
    const user = setupUser();
    await enterText(user, await screen.findByTestId('oauth-client-name'), 'Too mighty');
    await chooseOption('oauth-client-roles', 'Ticket writer');
    await user.click(screen.getByTestId('oauth-client-submit'));
    expect(await screen.findByText('You can only give roles whose permissions you hold yourself')).toBeInTheDocument();
    expect(screen.queryByTestId('oauth-secret-modal')).not.toBeInTheDocument();
    expect(screen.getByTestId('oauth-client-name')).toHaveValue('Too mighty');
    await waitFor(() => expect(screen.getByTestId('oauth-client-submit')).toBeEnabled());
  });
});
