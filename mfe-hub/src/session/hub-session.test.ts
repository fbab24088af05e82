import { STORAGE_KEYS } from '@switchboard/shared/contracts';
import { SIGN_OUT_WAIT_MS } from '@switchboard/shared/client';
import { mockHttp } from '@switchboard/test-utils';
import { clearHubSession, readHubUser, saveHubSession, signOutHub } from '.';

beforeEach(() => {
  clearHubSession();
  localStorage.clear();
});

it('signing out waits at most a few seconds for a server that does not answer, then forgets the customer; the call is not cancelled', async () => {
  jest.useFakeTimers();
  try {
    saveHubSession({ user: { firstName: 'Maya', lastName: 'Rao', personalEmail: 'maya@example.com' }, token: 'customer-token' });
    const seen = mockHttp(() => new Promise(() => undefined)); // never answers
    let done = false;
    const leaving = signOutHub().then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(SIGN_OUT_WAIT_MS - 100);
    expect(done).toBe(false);
    expect(readHubUser()).not.toBeNull();
    await jest.advanceTimersByTimeAsync(100);
    await leaving;
    expect(seen.map((request) => request.url)).toEqual(['auth/logout']);
    expect(seen[0]!.signal?.aborted ?? false).toBe(false);
    expect(readHubUser()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.hubUser)).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});
