import { REMOTE_CONTRACT_VERSION } from '@switchboard/shared/contracts';
import { waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@switchboard/shared/contracts';
import { mockHttp } from '@switchboard/test-utils';
import { clearHubSession, readHubSession } from './session';
import { signInTestCustomer, TEST_CUSTOMER } from './test-support';
import { feature, hubSignedOutRedirect } from './feature';

it('states the contract version it is built against, the current one', () => {
  // A contract bump (even a minor one) is a reminder to check this remote and raise its stamp.
  expect(feature.version).toBe(REMOTE_CONTRACT_VERSION);
});

describe('a visitor without a customer session, running standalone', () => {
  beforeEach(() => {
    clearHubSession();
    localStorage.clear();
  });

  it('goes to the auth screen from any other hub page, keeping where they were going', () => {
    expect(feature.signedOutRedirect).toBe(hubSignedOutRedirect);
    expect(hubSignedOutRedirect('/hub/', '')).toBe('/hub/auth#state=%2Fhub%2F');
    expect(hubSignedOutRedirect('/hub/ticket/t1', '?x=1')).toBe('/hub/auth#state=%2Fhub%2Fticket%2Ft1%3Fx%3D1');
    // Not the hub's pages: their own routes decide.
    expect(hubSignedOutRedirect('/404', '')).toBeNull();
    expect(hubSignedOutRedirect('/hub/auth/elsewhere', '')).toBeNull();
  });

  it('stays where it is once signed in or remembered (the session is restored there)', () => {
    signInTestCustomer();
    expect(hubSignedOutRedirect('/hub/tickets', '')).toBeNull();
  });
});

it("restores a remembered customer's session as the standalone hub starts, and asks nothing for a visitor", async () => {
  clearHubSession();
  localStorage.clear();
  const seen = mockHttp(() => ({ status: 200, data: { access_token: 'restored-token', token_type: 'Bearer', expires_in: 604800 } }));
  feature.onStandaloneReady!();
  expect(seen).toHaveLength(0);
  localStorage.setItem(STORAGE_KEYS.hubUser, JSON.stringify(TEST_CUSTOMER)); // a reload: remembered, no token in memory
  feature.onStandaloneReady!();
  await waitFor(() => expect(readHubSession()?.token).toBe('restored-token'));
  expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual(['post auth/token']);
});
