import { mockHttp } from '@switchboard/test-utils';
import { resetClient, signIn } from '../test-utils/index.js';
import { afterFirstScreenData, api } from './http.js';

// The signal is once per page (this module's life): the tests run in order on one page.

beforeEach(resetClient);

const settled = (promise: Promise<void>) => {
  const state = { done: false };
  void promise.then(() => {
    state.done = true;
  });
  return state;
};
const ticks = () => new Promise((resolve) => setTimeout(resolve, 0));

it('gives up waiting after the timeout on a screen that loads nothing', async () => {
  await expect(afterFirstScreenData(10)).resolves.toBeUndefined();
});

it('waits past the session calls and resolves on the first answer a screen asked for', async () => {
  signIn();
  mockHttp((config) => (config.url === 'statuses' ? { status: 500, data: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'down' } } : { status: 200, data: {} }));
  const waiting = settled(afterFirstScreenData(60_000));
  await api.post('oauth/accessToken', undefined, { skipTokenRefresh: true });
  await api.get('users/me', { params: { expand: 'authorization' } });
  // A first page asked ahead of its screen is not on screen yet, answered or not.
  await api.post('tickets/search', {}, { aheadOfScreen: true });
  await api.get('statuses', { aheadOfScreen: true, skipErrorNotifier: true }).catch(() => undefined);
  await ticks();
  expect(waiting.done).toBe(false);

  // A failed answer counts too: the screen is drawn (with its error), nothing is waited for any more.
  await api.get('statuses', { skipErrorNotifier: true }).catch(() => undefined);
  await ticks();
  expect(waiting.done).toBe(true);
  // Later callers do not wait at all.
  const later = settled(afterFirstScreenData(60_000));
  await ticks();
  expect(later.done).toBe(true);
});
