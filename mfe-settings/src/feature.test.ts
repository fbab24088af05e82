import { REMOTE_CONTRACT_VERSION } from '@switchboard/shared/contracts';
import { bodyOf, mockHttp, searchPageReply, signInTestAgent } from '@switchboard/test-utils';
import { feature } from './feature';

it('states the contract version it is built against, the current one', () => {
  // A contract bump (even a minor one) is a reminder to check this remote and raise its stamp.
  expect(feature.version).toBe(REMOTE_CONTRACT_VERSION);
});

describe('a list page asked for while the page loads', () => {
  const server = () => mockHttp(() => searchPageReply([]));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  const sent = (seen: ReturnType<typeof server>) => seen.map((request) => [request.url, bodyOf(request), request.aheadOfScreen, request.skipAuthRedirect]);

  it("asks for the first page of the opened list's view, quietly, when the agent may see the list", async () => {
    const seen = server();
    signInTestAgent(['directory:users:view', 'tickets:status:view']);
    feature.preloadData?.('/settings/users/list', '?status=disabled&sort=email:desc');
    feature.preloadData?.('/settings/status/list', '');
    await settle();
    expect(sent(seen)).toEqual([
      ['users/search', { pageNumber: 1, pageSize: 25, filters: { status: 'disabled' }, sort: { field: 'email', order: 'desc' } }, true, true],
      ['statuses/search', { pageNumber: 1, pageSize: 25 }, true, true],
    ]);
  });

  it('asks nothing for a list the agent may not see, a details page, a page that is not a list, or another section', async () => {
    const seen = server();
    signInTestAgent(['tickets:status:view']);
    feature.preloadData?.('/settings/users/list', '');
    signInTestAgent(['directory:users:view']);
    feature.preloadData?.('/settings/users/details/1', '');
    feature.preloadData?.('/settings/organization', '');
    feature.preloadData?.('/settings/list', '');
    feature.preloadData?.('/tickets/list', '');
    await settle();
    expect(seen).toEqual([]);
  });
});
