import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@switchboard/shared/i18n';
import type { SlaOrderRequest, SlaSearchRequest } from '@switchboard/shared/contracts';
import { bodiesSentTo, bodyOf, currentLocation, mockHttp, type MockReply, renderScreens, searchPageReply, signInTestAgent } from '@switchboard/test-utils';
import { feature } from '../../feature';
import { SlaListScreen } from './sla-list-screen';
import { makePolicy, NOT_FOUND, ROUND_THE_CLOCK, SLA_PERMISSIONS } from './test-slas';

const GOLD = makePolicy(1, { name: 'Gold customers', conditions: { priorities: ['High', 'Critical'], categoryIds: [], customerIds: ['c1', 'c2'], userGroupIds: [] } });
const NIGHT = makePolicy(2, { name: 'Night desk', enabled: false, schedule: ROUND_THE_CLOCK });
const STANDARD = makePolicy(3, { name: 'Standard' });

function server(onSearch: (body: SlaSearchRequest) => MockReply = () => searchPageReply([GOLD, NIGHT, STANDARD])) {
  return mockHttp((request) => {
    if (request.url === 'slas/search') return onSearch(bodyOf<SlaSearchRequest>(request));
    if (request.method === 'put' && request.url === 'slas/order') return { status: 200, data: { entities: [], totalCount: 0 } };
    return NOT_FOUND;
  });
}

async function render(path = '/settings/sla/list', permissions = SLA_PERMISSIONS) {
  signInTestAgent(permissions);
  return renderScreens(feature, path, {
    '/settings/sla/list': <SlaListScreen />,
    '/settings/sla/details': <p>create page</p>,
    '/settings/sla/details/:id': <p>details page</p>,
  });
}

describe('SlaListScreen', () => {
  afterEach(() => act(() => setLanguage('en-us')));

  it('shows the seeded policy and schedule in the reader’s language until renamed', async () => {
    const seeded = makePolicy(4, { name: 'Standard', schedule: { id: 'seeded-schedule', name: 'Business hours' } });
    server(() => searchPageReply([GOLD, seeded]));
    await render();
    await screen.findAllByTestId('sla-row');
    await act(() => setLanguage('es-es'));
    await waitFor(() => expect(within(screen.getAllByTestId('sla-row')[1]!).getByRole('link')).toHaveTextContent('Estándar'));
    expect(screen.getAllByTestId('sla-row')[1]).toHaveTextContent('Horario laboral');
    expect(within(screen.getAllByTestId('sla-row')[0]!).getByRole('link')).toHaveTextContent('Gold customers');
  });

  it('lists the policies in order with their schedule, an enabled tag and what they cover, and opens one on click', async () => {
    const seen = server();
    await render();
    const rows = await screen.findAllByTestId('sla-row');
    expect(bodiesSentTo<SlaSearchRequest>(seen, 'slas/search')).toEqual([{ pageNumber: 1, pageSize: 25 }]);
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Gold customers', 'Night desk', 'Standard']);
    expect(within(rows[0]!).getByTestId('sla-enabled-tag')).toHaveTextContent('Enabled');
    expect(within(rows[1]!).getByTestId('sla-enabled-tag')).toHaveTextContent('Disabled');
    expect(within(rows[1]!).getByText('Round the clock')).toBeInTheDocument();
    expect(within(rows[0]!).getByTestId('sla-conditions-cell')).toHaveTextContent('Priority: High, Critical · Customers: 2');
    expect(within(rows[2]!).getByTestId('sla-conditions-cell')).toHaveTextContent('Every ticket');
    fireEvent.click(within(rows[2]!).getByText('Standard'));
    await waitFor(() => expect(currentLocation()).toBe(`/settings/sla/details/${STANDARD.id}`));
  });

  it('moves a policy down by sending the new order, and offers no moving without the edit permission', async () => {
    const seen = server();
    const first = await render();
    const rows = await screen.findAllByTestId('sla-row');
    // The first cannot move up, the last cannot move down.
    expect(within(rows[0]!).getByRole('button', { name: 'Move Gold customers up' })).toBeDisabled();
    expect(within(rows[1]!).getByRole('button', { name: 'Move Night desk up' })).toBeEnabled();
    expect(within(rows[2]!).getByRole('button', { name: 'Move Standard down' })).toBeDisabled();
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Move Gold customers down' }));
    await waitFor(() => expect(bodiesSentTo<SlaOrderRequest>(seen, 'slas/order')).toEqual([{ ids: [NIGHT.id, GOLD.id, STANDARD.id] }]));
    expect(await screen.findByText('Gold customers moved')).toBeInTheDocument();
    first.unmount();

    server();
    await render('/settings/sla/list', ['tickets:sla:view']);
    await screen.findAllByTestId('sla-row');
    expect(screen.queryByTestId('sla-move-up')).not.toBeInTheDocument();
    expect(screen.queryByTestId('slas-new')).not.toBeInTheDocument();
  });

  it('tells "no policies yet" from "nothing matches", and shows the error state', async () => {
    server(() => searchPageReply([]));
    const first = await render();
    expect(await screen.findByText('No SLA policies yet')).toBeInTheDocument();
    first.unmount();
    const second = await render('/settings/sla/list?q=zzz');
    expect(await screen.findByText('No SLA policies match this search')).toBeInTheDocument();
    second.unmount();

    server(() => ({ status: 500, data: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'boom' } }));
    await render();
    expect(await screen.findByTestId('slas-error')).toBeInTheDocument();
  });
});
