import { act, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { StatusDashboard } from '@switchboard/shared/contracts';
import { mockHttp, renderScreens, setupUser, type MockRequest } from '@switchboard/test-utils';
import { feature } from '../../feature';
import { fakeConnection } from '../../test-support/fake-connection';
import { DIVISION, GROUP, NEW_STATUS, OPEN_STATUS, PENDING_STATUS, sampleStatus } from '../../test-support/fixtures';
import { askFirstFigures } from './first-figures';
import { StatusView } from './status-view';

const OPEN = `${NEW_STATUS},${OPEN_STATUS},${PENDING_STATUS}`;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** Answers the lookups at once and the status figures through `status` (a promise per request, so tests can hold them). */
function serve(status: (request: MockRequest) => Promise<StatusDashboard> | StatusDashboard) {
  return mockHttp(async (request) => {
    if (request.url === 'analytics/status') return { status: 200, data: await status(request) };
    if (request.url === 'tickets/divisions') return { status: 200, data: { entities: [{ id: DIVISION, name: 'Europe' }, { id: 'other', name: 'Asia' }], totalCount: 2 } };
    if (request.url === 'tickets/usergroups') return { status: 200, data: { entities: [{ id: GROUP, name: 'First line', isMember: true }], totalCount: 1 } };
    return { status: 200, data: { entities: [], totalCount: 0, pageNumber: 1, pageSize: 100 } };
  });
}

const statusRequests = (seen: MockRequest[]) => seen.filter((request) => request.url === 'analytics/status');

async function renderStatus(path = '/dashboard/overview') {
  const live = fakeConnection();
  await renderScreens(feature, path, { '/dashboard/overview': <StatusView connect={live.connect} /> });
  return live;
}

describe('status view', () => {
  it('shows each figure as a link to the tickets it counts, keeping the filters of the URL', async () => {
    serve(() => sampleStatus({ breached: 10_000 }));
    await renderStatus(`/dashboard/overview?division=${DIVISION}&group=${GROUP}`);

    const open = await screen.findByTestId('tile-open-link');
    expect(open).toHaveTextContent('Open 42');
    expect(open).toHaveAttribute('href', `/tickets/list?status=${OPEN}&group=${GROUP}&division=${DIVISION}`);
    expect(screen.getByTestId('tile-openNew-link')).toHaveTextContent('12 new');
    expect(screen.getByTestId('tile-dueToday-link')).toHaveAttribute('href', `/tickets/list?status=${OPEN}&group=${GROUP}&division=${DIVISION}&dueFrom=2026-11-26&dueTo=2026-11-26`);
    // A count at the server's cap.
    expect(screen.getByTestId('tile-breached-figure')).toHaveTextContent('10,000+');
    expect(screen.getByTestId('tile-unassigned-link')).toHaveAttribute('href', expect.stringContaining('assignee=unassigned'));
  });

  it('says when the figures were read, on the app\'s 24-hour clock', async () => {
    serve(() => sampleStatus());
    await renderStatus();
    await screen.findByTestId('tile-open-link');
    expect(screen.getByText(/^Updated /)).toHaveTextContent(`Updated ${dayjs(sampleStatus().generatedAt).format('HH:mm')}`);
  });

  it('asks for the figures of the filters in the URL', async () => {
    const seen = serve(() => sampleStatus());
    await renderStatus(`/dashboard/overview?division=${DIVISION}&mine=1`);
    await screen.findByTestId('tile-open-link');
    expect(statusRequests(seen)[0].params).toEqual({ divisionId: DIVISION, myGroups: true });
  });

  it('draws the figures asked for ahead of it (the page opened on the view) without asking again', async () => {
    const seen = serve(() => sampleStatus());
    askFirstFigures(`?division=${DIVISION}`);
    await renderStatus(`/dashboard/overview?division=${DIVISION}`);
    expect(await screen.findByTestId('tile-open-link')).toHaveTextContent('Open 42');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(statusRequests(seen).map((request) => request.params)).toEqual([{ divisionId: DIVISION }]);
  });

  it('asks again when the figures asked ahead were of other filters', async () => {
    const seen = serve(() => sampleStatus());
    askFirstFigures(`?division=${DIVISION}`);
    await renderStatus(`/dashboard/overview?group=${GROUP}`);
    await screen.findByTestId('tile-open-link');
    expect(statusRequests(seen).map((request) => request.params)).toEqual([{ divisionId: DIVISION }, { groupId: GROUP }]);
  });

  it('lists agents linking to their open tickets, sortable by each column', async () => {
    serve(() => sampleStatus());
    await renderStatus();
    const table = await screen.findByTestId('agents-table');
    expect(within(table).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', expect.stringMatching(/assignee=77777777-7777-4777-8777-777777777777$/));
    expect(within(table).getByText('Alan Turing (former user)')).toBeInTheDocument();
    const names = () => within(table).getAllByRole('link').map((link) => link.textContent);
    expect(names()).toEqual(['Grace Hopper', 'Alan Turing (former user)']);
    const user = setupUser();
    await user.click(within(table).getByRole('columnheader', { name: 'Agent' }));
    expect(names()).toEqual(['Alan Turing (former user)', 'Grace Hopper']);
    await user.click(within(table).getByRole('columnheader', { name: 'Breached' }));
    await user.click(within(table).getByRole('columnheader', { name: 'Breached' }));
    expect(names()).toEqual(['Alan Turing (former user)', 'Grace Hopper']);
    // Most loaded first on the second click.
    await user.click(within(table).getByRole('columnheader', { name: 'Open assigned' }));
    await user.click(within(table).getByRole('columnheader', { name: 'Open assigned' }));
    expect(names()).toEqual(['Grace Hopper', 'Alan Turing (former user)']);
  });

  it('reads the figures again on a DashboardChanged push, one request at a time', async () => {
    const answers: ReturnType<typeof deferred<StatusDashboard>>[] = [];
    const seen = serve(() => {
      const answer = deferred<StatusDashboard>();
      answers.push(answer);
      return answer.promise;
    });
    const { connection } = await renderStatus();
    await waitFor(() => expect(answers).toHaveLength(1));
    await act(async () => answers[0].resolve(sampleStatus()));
    expect(await screen.findByTestId('tile-open-figure')).toHaveTextContent('42');
    await waitFor(() => expect(screen.getByTestId('live-state')).toHaveTextContent('Live'));
    expect(connection.invoked).toEqual(['JoinDashboard']);

    // A burst of pushes while a read is in flight: one read now, one after it.
    act(() => connection.push());
    await waitFor(() => expect(answers).toHaveLength(2));
    act(() => {
      connection.push();
      connection.push();
      connection.push();
    });
    await act(async () => answers[1].resolve(sampleStatus({ open: 43 })));
    await waitFor(() => expect(answers).toHaveLength(3));
    await act(async () => answers[2].resolve(sampleStatus({ open: 44 })));
    expect(await screen.findByTestId('tile-open-figure')).toHaveTextContent('44');
    expect(statusRequests(seen)).toHaveLength(3);
  });

  it('reads the figures again every minute and when the tab comes back into view', async () => {
    const intervals = jest.spyOn(window, 'setInterval');
    const seen = serve(() => sampleStatus());
    await renderStatus();
    await screen.findByTestId('tile-open-link');
    expect(statusRequests(seen)).toHaveLength(1);

    const minute = intervals.mock.calls.find(([, delay]) => delay === 60_000);
    expect(minute).toBeDefined();
    act(() => (minute![0] as () => void)());
    await waitFor(() => expect(statusRequests(seen)).toHaveLength(2));

    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(statusRequests(seen)).toHaveLength(3));
  });

  it('says when it is offline and reconnects on Retry', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve(() => sampleStatus());
    const { connection } = await renderStatus();
    await screen.findByTestId('tile-open-link');
    act(() => connection.drop());
    expect(screen.getByTestId('live-state')).toHaveTextContent('Reconnecting…');
    act(() => connection.close());
    expect(screen.getByTestId('live-state')).toHaveTextContent('Offline — figures may be out of date');
    await setupUser().click(screen.getByTestId('live-retry'));
    await waitFor(() => expect(screen.getByTestId('live-state')).toHaveTextContent('Live'));
    expect(connection.started).toBe(2);
  });

  it('offers a retry when the first read fails', async () => {
    let fail = true;
    mockHttp(async (request) => {
      if (request.url === 'analytics/status') return fail ? { status: 500, data: { code: 'INTERNAL' } } : { status: 200, data: sampleStatus() };
      return { status: 200, data: { entities: [], totalCount: 0 } };
    });
    await renderStatus();
    const retry = await screen.findByTestId('status-retry');
    fail = false;
    await setupUser().click(retry);
    expect(await screen.findByTestId('tile-open-link')).toBeInTheDocument();
  });
});
