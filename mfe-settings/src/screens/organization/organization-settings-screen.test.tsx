import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { OrganizationSettings } from '@switchboard/shared/contracts';
import { bodiesSentTo, chooseOption, currentLocation, enterText, mockHttp, type MockReply, renderScreens, setupUser, signInTestAgent, type TestUser } from '@switchboard/test-utils';
import { feature } from '../../feature';
import { OrganizationSettingsScreen } from './organization-settings-screen';

const SETTINGS: OrganizationSettings = {
  id: 'org-1',
  name: 'Acme Support',
  logo: null,
  defaultLanguage: 'en-us',
  timeZone: 'Europe/Paris',
  dateFormat: 'DD/MM/YYYY',
  supportEmail: 'help@acme.example',
  hubSelfRegistration: true,
  hubTitle: null,
};

const URL = 'organization/settings';

function server(onSave: (body: unknown) => MockReply = (body) => ({ status: 200, data: { ...SETTINGS, ...(body as object) } })) {
  return mockHttp((request) => {
    if (request.url === URL && request.method === 'get') return { status: 200, data: SETTINGS };
    if (request.url === URL && request.method === 'put') return onSave(JSON.parse(request.data as string));
    return { status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };
  });
}

async function render(permissions: string[]) {
  signInTestAgent(permissions);
  await renderScreens(feature, '/settings/organization', { '/settings/organization': <OrganizationSettingsScreen /> });
  if (permissions.includes('organization:settings:view')) await screen.findByTestId('organization-form');
}

const EDITOR = ['organization:settings:view', 'organization:settings:edit'];

/** The screen opened by an agent who may edit, against `server(onSave)`. */
async function openAsEditor(onSave?: Parameters<typeof server>[0]) {
  const user = setupUser();
  const seen = server(onSave);
  await render(EDITOR);
  return { user, seen, puts: () => seen.filter((request) => request.method === 'put') };
}

/** Clears the field `organization-<field>`, then types `text` (if any) into it. */
async function retype(user: TestUser, field: string, text = '') {
  const input = screen.getByTestId(`organization-${field}`);
  await user.clear(input);
  if (text) await enterText(user, input, text);
}

describe('OrganizationSettingsScreen', () => {
  it('loads the settings and shows their values', async () => {
    server();
    await render(EDITOR);
    expect(screen.getByTestId('page-title')).toHaveTextContent('Organization');
    expect(screen.getByTestId('organization-name')).toHaveValue('Acme Support');
    expect(screen.getByTestId('organization-support-email')).toHaveValue('help@acme.example');
    expect(screen.getByTestId('organization-time-zone')).toHaveTextContent('Europe/Paris');
    expect(screen.getByTestId('organization-date-format')).toHaveTextContent('31/12/2026 (DD/MM/YYYY)');
    expect(screen.getByTestId('organization-language')).toHaveTextContent('English');
    expect(screen.getByTestId('organization-self-registration')).toBeChecked();
    expect(screen.getByText('No logo yet')).toBeInTheDocument();
  });

  it('saves every field, clearing blanks, and toasts', async () => {
    const { user, puts } = await openAsEditor();
    await retype(user, 'name', ' Acme Help ');
    await retype(user, 'support-email');
    await retype(user, 'hub-title', 'Acme help centre');
    await chooseOption('organization-date-format', '2026-12-31 (YYYY-MM-DD)');
    await user.click(screen.getByTestId('organization-self-registration'));
    fireEvent.click(screen.getByTestId('organization-save'));
    expect(await screen.findByText('Organization settings saved')).toBeInTheDocument();
    expect(bodiesSentTo(puts(), URL)).toEqual([
      {
        name: 'Acme Help',
        defaultLanguage: 'en-us',
        timeZone: 'Europe/Paris',
        dateFormat: 'YYYY-MM-DD',
        supportEmail: null,
        hubSelfRegistration: false,
        hubTitle: 'Acme help centre',
      },
    ]);
    expect(screen.getByTestId('organization-name')).toHaveValue('Acme Help');
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user } = await openAsEditor();
    await retype(user, 'hub-title', 'Unsaved');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findAllByText('Leave without saving?')).not.toHaveLength(0);
    expect(currentLocation()).toBe('/settings/organization');
  });

  it('shows the field the API refused next to it and keeps the input', async () => {
    const { user } = await openAsEditor(() => ({
      status: 400,
      data: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Invalid', details: [{ field: '/timeZone', message: 'must be an IANA time zone' }] },
    }));
    await retype(user, 'hub-title', 'Help');
    fireEvent.click(screen.getByTestId('organization-save'));
    expect(await screen.findByText('Choose a known time zone')).toBeInTheDocument();
    expect(screen.getByTestId('organization-hub-title')).toHaveValue('Help');
    await waitFor(() => expect(screen.getByTestId('organization-save')).not.toBeDisabled());
  });

  it('checks the support address before sending', async () => {
    const { user, puts } = await openAsEditor();
    await retype(user, 'support-email', 'not-an-address');
    fireEvent.click(screen.getByTestId('organization-save'));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it('is read-only without the edit permission', async () => {
    server();
    await render(['organization:settings:view']);
    expect(screen.getByTestId('organization-read-only')).toHaveTextContent('You can view these settings but not change them.');
    expect(screen.getByTestId('organization-name')).toBeDisabled();
    expect(screen.getByTestId('organization-self-registration')).toBeDisabled();
    expect(screen.queryByTestId('organization-save')).not.toBeInTheDocument();
  });

  it('says so, and asks nothing of the API, without the view permission', async () => {
    const seen = server();
    await render(['tickets:status:view']);
    expect(await screen.findByText('You do not have permission to view the organization settings.')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });
});

describe('the organisation logo', () => {
  const FILE_ID = '0b9d2a54-7f7e-4f7e-9a3c-1f5c9e4d2a10';
  const UPLOAD_URL = `http://localhost/api/v1/files/${FILE_ID}?expires=1&signature=s`;

  /** The settings endpoints plus the upload flow; the logo follows what was last set. */
  function logoServer(initialLogo: string | null) {
    let logo = initialLogo;
    return mockHttp((request) => {
      if (request.url === URL && request.method === 'get') return { status: 200, data: { ...SETTINGS, logo } };
      if (request.url === 'files/signedurl') return { status: 200, data: { url: UPLOAD_URL, downloadUrl: `http://localhost/api/v1/files/${FILE_ID}`, downloadUrlWithToken: 'x', fileName: 'logo.png' } };
      if (request.url === UPLOAD_URL && request.method === 'put') return { status: 200, data: { fileName: 'logo.png', size: 3 } };
      if (request.url === 'organization/logo' && request.method === 'put') {
        const { fileId } = JSON.parse(request.data as string) as { fileId: string | null };
        logo = fileId ? `/api/v1/images/${fileId}` : null;
        return { status: 200, data: { ...SETTINGS, logo } };
      }
      return { status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };
    });
  }

  it('an editor uploads a logo, which shows at once', async () => {
    const seen = logoServer(null);
    await render(EDITOR);
    expect(screen.getByText('No logo yet')).toBeInTheDocument();
    const image = new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('organization-logo-input'), { target: { files: [image] } });
    expect(await screen.findByText('Logo changed')).toBeInTheDocument();
    expect(screen.getByTestId('organization-logo')).toHaveAttribute('src', `/api/v1/images/${FILE_ID}`);
    expect(bodiesSentTo(seen, 'organization/logo')).toEqual([{ fileId: FILE_ID }]);
  });

  it('refuses a file that is no image before uploading', async () => {
    const seen = logoServer(null);
    await render(EDITOR);
    fireEvent.change(screen.getByTestId('organization-logo-input'), { target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] } });
    expect(await screen.findByText('Choose a PNG, JPEG, GIF or WebP image of at most 2 MB')).toBeInTheDocument();
    expect(seen.map((request) => request.url)).not.toContain('files/signedurl');
  });

  it('removing the logo asks first', async () => {
    const seen = logoServer('/api/v1/images/old');
    await render(EDITOR);
    fireEvent.click(screen.getByTestId('organization-logo-remove'));
    expect(await screen.findAllByText(/Remove the logo\?/)).not.toHaveLength(0);
    expect(bodiesSentTo(seen, 'organization/logo')).toEqual([]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove logo' }).at(-1)!);
    expect(await screen.findByText('Logo removed')).toBeInTheDocument();
    expect(bodiesSentTo(seen, 'organization/logo')).toEqual([{ fileId: null }]);
    expect(await screen.findByText('No logo yet')).toBeInTheDocument();
  });

  it('a reader sees the logo but cannot change it', async () => {
    logoServer('/api/v1/images/old');
    await render(['organization:settings:view']);
    expect(screen.getByTestId('organization-logo')).toBeInTheDocument();
    expect(screen.queryByTestId('organization-logo-upload')).not.toBeInTheDocument();
  });
});
