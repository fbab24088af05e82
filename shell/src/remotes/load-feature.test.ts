import { fetchRemoteFeature, RemoteLoadError } from './federation-runtime';
import { loadFeature, preloadDataOfAddress, preloadScreenOfPath } from './load-feature';

// The federation runtime is the edge; the cache and its fresh retry above it are real.
jest.mock('./federation-runtime', () => {
  const actual = jest.requireActual('./federation-runtime');
  return { ...actual, fetchRemoteFeature: jest.fn() };
});
const fetchFeature = fetchRemoteFeature as jest.MockedFunction<typeof fetchRemoteFeature>;
type Feature = Awaited<ReturnType<typeof fetchRemoteFeature>>;

/** A feature whose `settings` section has a list and a details screen, each with a preload spy. */
function settingsFeature() {
  const list = Object.assign(() => null, { preload: jest.fn(async () => undefined) });
  const details = Object.assign(() => null, { preload: jest.fn(async () => undefined) });
  const feature = {
    id: 'settings',
    sections: [
      {
        prefix: 'settings',
        routes: [
          { path: 'users/list', Component: list },
          { path: 'users/details/:id', Component: details },
        ],
      },
    ],
    i18n: { namespace: 'test-settings', resources: {} },
  } as unknown as Feature;
  return { feature, list, details };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => fetchFeature.mockReset());

it("runs the remote of the address a page opens with and fetches that route's screen, no other", async () => {
  const { feature, list, details } = settingsFeature();
  fetchFeature.mockResolvedValue(feature);
  preloadScreenOfPath('/settings/users/list');
  await settled();
  expect(fetchFeature).toHaveBeenCalledWith('settings');
  expect(list.preload).toHaveBeenCalledTimes(1);
  expect(details.preload).not.toHaveBeenCalled();
});

it('asks for nothing on an address no remote serves', async () => {
  preloadScreenOfPath('/profile');
  await settled();
  expect(fetchFeature).not.toHaveBeenCalled();
});

it("makes the section's own load a fresh one after a failed preload, so a recovered remote is not refused from the cache", async () => {
  fetchFeature.mockRejectedValueOnce(new RemoteLoadError('dashboard', new Error('manifest 502')));
  preloadScreenOfPath('/dashboard/overview');
  await settled();
  fetchFeature.mockResolvedValue({ id: 'dashboard', version: '1.1.0', sections: [], i18n: { namespace: 'test-dashboard', resources: {} } } as unknown as Feature);
  await expect(loadFeature('dashboard')).resolves.toMatchObject({ id: 'dashboard' });
  expect(fetchFeature).toHaveBeenLastCalledWith('dashboard', { fresh: true });
});

it("has the remote of the address a page opens with ask for its screen's data once the session is back, and only then", async () => {
  const { feature } = settingsFeature();
  const preloadData = jest.fn();
  fetchFeature.mockResolvedValue({ ...feature, preloadData });
  let back: (signedIn: boolean) => void = () => undefined;
  preloadDataOfAddress('/settings/users/list', '?q=ana', new Promise<boolean>((resolve) => (back = resolve)));
  await settled();
  expect(preloadData).not.toHaveBeenCalled();
  back(true);
  await settled();
  expect(preloadData).toHaveBeenCalledWith('/settings/users/list', '?q=ana');

  // A session that did not come back asks for nothing; nor does an address no remote serves.
  preloadDataOfAddress('/settings/users/list', '', Promise.resolve(false));
  preloadDataOfAddress('/profile', '', Promise.resolve(true));
  await settled();
  expect(preloadData).toHaveBeenCalledTimes(1);
});
