import { REMOTE_CONTRACT_VERSION } from '@switchboard/shared/contracts';
import { mockHttp, signInTestAgent } from '@switchboard/test-utils';
import { feature } from './feature';
import { DIVISION, sampleStatus } from './test-support/fixtures';

const STATUS = 'analytics:statusDashboard:view';
const TREND = 'analytics:trendDashboard:view';

it('states the contract version it is built against, the current one', () => {
  // A contract bump (even a minor one) is a reminder to check this remote and raise its stamp.
  expect(feature.version).toBe(REMOTE_CONTRACT_VERSION);
});

describe('figures asked for while the page loads', () => {
  function server() {
    return mockHttp((request) => (request.url === 'analytics/status' ? { status: 200, data: sampleStatus() } : { status: 404, data: {} }));
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('asks for the status figures of the opened address, quietly, when the status view is the one it shows', async () => {
    const seen = server();
    signInTestAgent([STATUS, TREND]);
    feature.preloadData?.('/dashboard/overview', `?division=${DIVISION}`);
    await settle();
    expect(seen.map((request) => [request.url, request.params, request.aheadOfScreen, request.skipAuthRedirect])).toEqual([['analytics/status', { divisionId: DIVISION }, true, true]]);
  });

  it('asks with no filters for /dashboard, which opens the overview without its query', async () => {
    const seen = server();
    signInTestAgent([STATUS]);
    feature.preloadData?.('/dashboard', `?division=${DIVISION}`);
    await settle();
    expect(seen.map((request) => request.params)).toEqual([{}]);
  });

  it('asks nothing for the trend view, for an agent without the status permission, or elsewhere', async () => {
    const seen = server();
    signInTestAgent([STATUS, TREND]);
    feature.preloadData?.('/dashboard/overview', '?view=trend');
    signInTestAgent([TREND]);
    feature.preloadData?.('/dashboard/overview', '');
    signInTestAgent([]);
    feature.preloadData?.('/dashboard/overview', '');
    signInTestAgent([STATUS]);
    feature.preloadData?.('/tickets/list', '');
    await settle();
    expect(seen).toEqual([]);
  });
});
