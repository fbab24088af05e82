import { fireEvent, screen } from '@testing-library/react';
import { ALL_PERMISSIONS, REMOTE_CONTRACT_VERSION } from '@switchboard/shared/contracts';
import { renderShell, testUser } from '../test-utils/render-shell';
import { fetchRemoteFeature } from './federation-runtime';
import { assertCompatibleRemote, featureVersion, RemoteVersionError } from './remote-version';

// The federation runtime is the edge; the version check, cache, panel and layout above it are real.
jest.mock('./federation-runtime', () => {
  const actual = jest.requireActual('./federation-runtime');
  return { ...actual, fetchRemoteFeature: jest.fn() };
});
const fetchFeature = fetchRemoteFeature as jest.MockedFunction<typeof fetchRemoteFeature>;

type Feature = Awaited<ReturnType<typeof fetchRemoteFeature>>;

function featureOf(id: 'settings' | 'dashboard', version: string | undefined): Feature {
  const { createElement } = jest.requireActual('react');
  return {
    id,
    ...(version === undefined ? {} : { version }),
    sections: [{ prefix: id, routes: [{ path: '*', Component: () => createElement('p', null, `${id} screen`) }] }],
    i18n: { namespace: `test-${id}`, resources: {} },
  } as unknown as Feature;
}

const [major, minor] = REMOTE_CONTRACT_VERSION.split('.').map(Number);

describe('the contract version a remote states', () => {
  it('loads a remote one minor apart', async () => {
    fetchFeature.mockImplementation(async () => featureOf('settings', `${major}.${minor + 1}.0`));
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    await renderShell('/settings', { user: testUser(ALL_PERMISSIONS) });
    expect(await screen.findByText('settings screen')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-error')).not.toBeInTheDocument();
  });

  it('refuses a remote a major apart with the retry panel saying why, and loads a matching one on Retry', async () => {
    fetchFeature.mockImplementation(async () => featureOf('dashboard', `${major + 1}.0.0`));
    await renderShell('/dashboard/overview', { user: testUser(ALL_PERMISSIONS) });
    const panel = await screen.findByTestId('remote-error');
    expect(panel).toHaveTextContent('This section could not be loaded');
    expect(panel).toHaveTextContent(`incompatible version of Switchboard (section ${major + 1}.0.0, app ${REMOTE_CONTRACT_VERSION})`);
    expect(screen.queryByText('dashboard screen')).not.toBeInTheDocument();

    fetchFeature.mockImplementation(async () => featureOf('dashboard', REMOTE_CONTRACT_VERSION));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('dashboard screen')).toBeInTheDocument();
    expect(fetchFeature).toHaveBeenLastCalledWith('dashboard', { fresh: true });
  });
});

describe('assertCompatibleRemote', () => {
  it('accepts the same major whatever the minor, and a remote from before versioning as 1.0.0', () => {
    expect(() => assertCompatibleRemote('settings', featureOf('settings', '1.0.0'), '1.1.0')).not.toThrow();
    expect(() => assertCompatibleRemote('settings', featureOf('settings', '1.7.3'), '1.1.0')).not.toThrow();
    expect(featureVersion(featureOf('settings', undefined))).toBe('1.0.0');
    expect(() => assertCompatibleRemote('settings', featureOf('settings', undefined), '1.1.0')).not.toThrow();
    expect(() => assertCompatibleRemote('settings', featureOf('settings', undefined), '2.0.0')).toThrow(RemoteVersionError);
  });

  it('refuses another major or a version that is not semver', () => {
    expect(() => assertCompatibleRemote('settings', featureOf('settings', '2.0.0'), '1.1.0')).toThrow(RemoteVersionError);
    expect(() => assertCompatibleRemote('settings', featureOf('settings', '0.9.0'), '1.1.0')).toThrow(RemoteVersionError);
    expect(() => assertCompatibleRemote('settings', featureOf('settings', 'latest'), '1.1.0')).toThrow(RemoteVersionError);
  });
});
