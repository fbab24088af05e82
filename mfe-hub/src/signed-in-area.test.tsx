import { screen } from '@testing-library/react';
import { mockHttp, renderSection } from '@switchboard/test-utils';
import { feature } from './feature';
import { saveHubSession } from './session';
import { preloadSignedInArea } from './signed-in-area';

// Its own file: a lazy part that has rendered once in this module registry renders at once anyway.
it('draws the frame and the list at once when their code was asked for ahead (no loading state first)', async () => {
  mockHttp((request) => {
    if (request.url === 'client/tickets') return { status: 200, data: { entities: [], totalCount: 0, pageNumber: 1, pageSize: 10 } };
    return { status: 200, data: {} };
  });
  saveHubSession({ user: { firstName: 'Maya', lastName: 'Rao', personalEmail: 'maya@example.com' }, token: 'customer-token' });
  preloadSignedInArea();
  // The code arrives while the sign-in request is in flight.
  await Promise.all([import('./layout'), import('./screens/tickets')]);
  await new Promise((resolve) => setTimeout(resolve, 0));

  await renderSection({ feature, path: '/hub/tickets', permissions: [] });
  expect(screen.queryByTestId('hub-session-loading')).not.toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(await screen.findByTestId('tickets-empty')).toBeInTheDocument();
});
