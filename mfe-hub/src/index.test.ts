// The standalone hub's first script: before the app's own code has arrived it asks for the settings and,
// for a customer this browser remembers, the frame and the screen of the address opened.
import { STORAGE_KEYS } from '@switchboard/shared/contracts';

const preload = jest.fn();
const loadEnv = jest.fn(() => Promise.resolve({}));
jest.mock('./signed-in-area', () => ({ preloadForRememberedCustomer: (path: string) => preload(path) }));
jest.mock('@switchboard/shared/client', () => ({ loadEnv: () => loadEnv() }));
jest.mock('./bootstrap', () => ({}));

async function runFirstScript(): Promise<void> {
  await jest.isolateModulesAsync(async () => {
    await import('./index');
  });
}

beforeEach(() => {
  localStorage.clear();
  preload.mockClear();
  loadEnv.mockClear();
  window.history.pushState({}, '', '/hub/');
});

it('fetches the settings and, for a remembered customer, the screen of the address at once', async () => {
  localStorage.setItem(STORAGE_KEYS.hubUser, JSON.stringify({ firstName: 'Maya' }));
  await runFirstScript();
  expect(loadEnv).toHaveBeenCalledTimes(1);
  expect(preload).toHaveBeenCalledWith('/hub/');
});

it('fetches no signed-in screen for a visitor nobody remembers (the sign-in stays light)', async () => {
  await runFirstScript();
  expect(loadEnv).toHaveBeenCalledTimes(1);
  expect(preload).not.toHaveBeenCalled();
});
