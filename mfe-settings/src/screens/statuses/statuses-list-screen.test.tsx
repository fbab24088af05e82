import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@switchboard/shared/i18n';
import type { StatusOrderRequest, StatusSearchRequest } from '@switchboard/shared/contracts';
import { bodiesSentTo, mockHttp, renderScreens, searchPageReply, signInTestAgent } from '@switchboard/test-utils';
import { feature } from '../../feature';
import { StatusesListScreen } from './statuses-list-screen';
import { CLOSED, NOT_FOUND, OPEN, PENDING, STATUS_PERMISSIONS } from './test-statuses';

function server() {
  let rows = [OPEN, PENDING, CLOSED];
  return mockHttp((request) => {
    if (request.url === 'statuses/search') return searchPageReply(rows);
    if (request.method === 'put' && request.url === 'statuses/order') {
      const { ids } = JSON.parse(String(request.data)) as StatusOrderRequest;
      rows = ids.map((id, position) => ({ ...rows.find((row) => row.id === id)!, position }));
      return { status: 200, data: { entities: rows, totalCount: rows.length, pageNumber: 1, pageSize: 100 } };
    }
    return NOT_FOUND;
  });
}

async function render(permissions = STATUS_PERMISSIONS) {
  signInTestAgent(permissions);
  return renderScreens(feature, '/settings/status/list', {
    '/settings/status/list': <StatusesListScreen />,
    '/settings/status/details/:id': <p>details page</p>,
  });
}

describe('StatusesListScreen', () => {
  afterEach(() => act(() => setLanguage('en-us')));

  it('names each status in the reader’s language: its translation, else its name', async () => {
    server();
    await render();
    await screen.findAllByTestId('status-row');
    await act(() => setLanguage('de-de'));
    await waitFor(() => expect(within(screen.getAllByTestId('status-row')[0]!).getByRole('link')).toHaveTextContent('Offen'));
    expect(within(screen.getAllByTestId('status-row')[1]!).getByRole('link')).toHaveTextContent(PENDING.name);
  });

  it('lists the statuses in order with a readable sample tag, their kind, the default marker and the SLA pause', async () => {
    const seen = server();
    await render();
    const rows = await screen.findAllByTestId('status-row');
    expect(bodiesSentTo<StatusSearchRequest>(seen, 'statuses/search')[0]).toEqual({ pageNumber: 1, pageSize: 25 });
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Open', 'Pending', 'Closed']);
    // Blue takes white text, amber near-black: whichever contrasts more.
    expect(within(rows[0]).getByTestId('status-sample-tag')).toHaveStyle({ color: '#ffffff' });
    expect(within(rows[1]).getByTestId('status-sample-tag')).toHaveStyle({ color: '#1f1f1f' });
    expect(within(rows[0]).getByTestId('status-default-tag')).toHaveTextContent('Default');
    expect(within(rows[1]).queryByTestId('status-default-tag')).not.toBeInTheDocument();
    expect(within(rows[0]).getByTestId('status-kind-cell')).toHaveTextContent('New');
    expect(within(rows[1]).getByTestId('status-kind-cell')).toHaveTextContent('Pending');
    expect(within(rows[1]).getByTestId('status-pauses-sla-mark')).toBeInTheDocument();
    expect(within(rows[2]).queryByTestId('status-pauses-sla-mark')).not.toBeInTheDocument();
  });

  it('moves a status down with a labelled button, sending the whole new order', async () => {
    const seen = server();
    await render();
    const rows = await screen.findAllByTestId('status-row');
    fireEvent.click(within(rows[0]).getByRole('button', { name: 'Move Open down' }));
    expect(await screen.findByText('Open moved')).toBeInTheDocument();
    expect(bodiesSentTo<StatusOrderRequest>(seen, 'statuses/order')).toEqual([{ ids: [PENDING.id, OPEN.id, CLOSED.id] }]);
    await waitFor(() => expect(screen.getAllByTestId('status-row').map((row) => row.getAttribute('aria-label'))).toEqual(['Pending', 'Open', 'Closed']));
  });

  it('offers no reordering without the edit permission', async () => {
    server();
    await render(['tickets:status:view']);
    await screen.findAllByTestId('status-row');
    expect(screen.queryByTestId('status-move-up')).not.toBeInTheDocument();
  });
});
