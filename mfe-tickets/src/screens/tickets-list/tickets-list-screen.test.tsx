import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TicketSearchRequest } from '@switchboard/shared/contracts';
import { bodiesSentTo, bodyOf, currentLocation, pickKitOption, mockHttp, type MockReply, type MockRequest, searchPageReply, setupUser } from '@switchboard/test-utils';
import { ALL_TICKET_PERMISSIONS, BILLING_TEAM, HOME_DIVISION, lookupReply, makeTicket, NORTH_DIVISION, NOT_FOUND, OPEN, PENDING, renderListScreen, renderTickets } from '../../test-support';
import { askFirstPage } from './first-page';
import { TicketsListScreen } from './tickets-list-screen';

const TICKETS = [makeTicket(12, { title: 'Printer on fire', assignee: { id: 'x', name: 'Ana Agent', email: null } }), makeTicket(13, { status: PENDING, priority: null })];

const page = (entities = TICKETS, totalCount = entities.length) => searchPageReply(entities, totalCount);

function server(onSearch: (body: TicketSearchRequest) => MockReply = () => page(), onPatch: (request: MockRequest) => MockReply = () => ({ status: 200, data: TICKETS[0] })) {
  return mockHttp((request) => {
    if (request.url === 'tickets/search') return onSearch(bodyOf<TicketSearchRequest>(request));
    if (request.method === 'patch') return onPatch(request);
    return lookupReply(request.url) ?? NOT_FOUND;
  });
}

const searches = (seen: MockRequest[]) => bodiesSentTo<TicketSearchRequest>(seen, 'tickets/search');

const render = (path?: string, permissions?: string[]) => renderListScreen('tickets', <TicketsListScreen />, path, permissions);

describe('TicketsListScreen', () => {
  it('shows a skeleton first, then the rows of the view the URL describes', async () => {
    let answer: (reply: MockReply) => void = () => {};
    const seen = server(() => new Promise<MockReply>((resolve) => (answer = resolve)) as unknown as MockReply);
    await render(`/tickets/list?status=${OPEN.id}&priority=none&assignee=me&sort=updatedDate:desc&page=2&size=50`);
    expect(await screen.findByTestId('tickets-skeleton')).toBeInTheDocument();
    await waitFor(() => expect(searches(seen)).toHaveLength(1));
    expect(searches(seen)[0]).toEqual({
      pageNumber: 2,
      pageSize: 50,
      filters: { statusIds: [OPEN.id], priorities: ['none'], assignees: ['me'] },
      sort: { field: 'updatedDate', order: 'desc' },
    });
    act(() => answer(page(TICKETS, 80)));
    const rows = await screen.findAllByTestId('ticket-row');
    expect(rows.map((row) => row.getAttribute('data-ticket-id'))).toEqual([TICKETS[0].id, TICKETS[1].id]);
    expect(within(rows[0]).getByText('#12')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Printer on fire')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Ana Agent')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Unassigned')).toBeInTheDocument();
    expect(screen.queryByTestId('tickets-skeleton')).not.toBeInTheDocument();
    expect(screen.getByText('Total: 80')).toBeInTheDocument();
  });

  it('draws the first page asked for ahead of it (the page opened on the list) without asking again', async () => {
    const seen = server();
    askFirstPage(`?status=${OPEN.id}&sort=updatedDate:desc`);
    await render(`/tickets/list?status=${OPEN.id}&sort=updatedDate:desc`);
    expect(await screen.findAllByTestId('ticket-row')).toHaveLength(2);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(searches(seen)).toEqual([{ pageNumber: 1, pageSize: 25, filters: { statusIds: [OPEN.id] }, sort: { field: 'updatedDate', order: 'desc' } }]);
  });

  it('asks again when the page asked ahead was of another view', async () => {
    const seen = server();
    askFirstPage(`?status=${OPEN.id}`);
    await render('/tickets/list?priority=none');
    expect(await screen.findAllByTestId('ticket-row')).toHaveLength(2);
    expect(searches(seen).map((body) => body.filters)).toEqual([{ statusIds: [OPEN.id] }, { priorities: ['none'] }]);
  });

  it('asks again, quietly, when the page asked ahead failed', async () => {
    let failing = true;
    const seen = server(() => (failing ? { status: 503, data: { statusCode: 503, code: 'UNAVAILABLE', message: 'down' } } : page()));
    askFirstPage('?priority=High');
    await waitFor(() => expect(searches(seen)).toHaveLength(1));
    failing = false;
    await render('/tickets/list?priority=High');
    expect(await screen.findAllByTestId('ticket-row')).toHaveLength(2);
    expect(searches(seen).map((body) => body.filters)).toEqual([{ priorities: ['High'] }, { priorities: ['High'] }]);
    expect(screen.queryByText(/could not/i)).not.toBeInTheDocument();
  });

  it('asks for the page first and draws the filters, their pick lists and the saved views only once it is in, each list once', async () => {
    let answer: (reply: MockReply) => void = () => {};
    const seen = server(() => new Promise<MockReply>((resolve) => (answer = resolve)) as unknown as MockReply);
    await render(`/tickets/list?status=${OPEN.id}`);
    await waitFor(() => expect(searches(seen)).toHaveLength(1));
    // Give every effect of the screen its turn: still nothing but the page is asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(seen.map((request) => request.url)).toEqual(['tickets/search']);
    // The filters' place is kept, and said to be loading; their controls are not drawn yet.
    expect(within(screen.getByRole('search')).getByTestId('tickets-filters-loading')).toHaveTextContent('Loading…');
    expect(screen.queryByTestId('tickets-filter-status')).not.toBeInTheDocument();

    act(() => answer(page()));
    await screen.findAllByTestId('ticket-row');
    expect(await screen.findByTestId('tickets-filter-status')).toBeInTheDocument();
    expect(screen.queryByTestId('tickets-filters-loading')).not.toBeInTheDocument();
    const lookups = ['statuses', 'categories/search', 'tickets/assignees', 'tickets/usergroups', 'tickets/divisions', 'tickets/views/search'];
    await waitFor(() => expect(seen.map((request) => request.url).filter((url) => url !== 'tickets/search').sort()).toEqual([...lookups].sort()));
    // The filters and the built-in views both want the statuses: one call serves both.
    expect(seen.filter((request) => request.url === 'statuses')).toHaveLength(1);
  });

  it('marks a removed assignee as a former user; an active one is not', async () => {
    const former = makeTicket(14, { assignee: { id: 'gone', name: 'Fern Former', email: null, former: true } });
    server(() => page([former, TICKETS[0]]));
    await render();
    const rows = await screen.findAllByTestId('ticket-row');
    expect(within(rows[0]).getByText('Fern Former')).toBeInTheDocument();
    expect(within(rows[0]).getByTestId('former-user')).toHaveTextContent('(former user)');
    expect(within(rows[1]).queryByTestId('former-user')).not.toBeInTheDocument();
  });

  it('filters by "My groups" and by a chosen group, kept in the URL', async () => {
    const seen = server();
    await render('/tickets/list?group=mine');
    await screen.findAllByTestId('ticket-row');
    expect(searches(seen)[0].filters).toEqual({ myGroups: true });
    // The filters come after the rows.
    await screen.findByTestId('tickets-filter-group');
    await pickKitOption('tickets-filter-group', BILLING_TEAM.name);
    await waitFor(() => expect(currentLocation()).toBe(`/tickets/list?group=mine,${BILLING_TEAM.id}`));
    await waitFor(() => expect(searches(seen).at(-1)!.filters).toEqual({ userGroupIds: [BILLING_TEAM.id], myGroups: true }));
  });

  it('filters by division, kept in the URL; the Home division finds tickets without one on the server', async () => {
    const seen = server();
    await render(`/tickets/list?division=${NORTH_DIVISION.id}`);
    await screen.findAllByTestId('ticket-row');
    expect(searches(seen)[0].filters).toEqual({ divisionIds: [NORTH_DIVISION.id] });
    await screen.findByTestId('tickets-filter-division');
    await pickKitOption('tickets-filter-division', HOME_DIVISION.name);
    await waitFor(() => expect(currentLocation()).toBe(`/tickets/list?division=${NORTH_DIVISION.id},${HOME_DIVISION.id}`));
    await waitFor(() => expect(searches(seen).at(-1)!.filters).toEqual({ divisionIds: [NORTH_DIVISION.id, HOME_DIVISION.id] }));
  });

  it('opens a resolution-date range from the URL (the dashboard\'s "Due today"): shown in its filter, sent as whole local days', async () => {
    const seen = server();
    await render(`/tickets/list?status=${OPEN.id}&dueFrom=2026-11-26&dueTo=2026-11-26`);
    await screen.findAllByTestId('ticket-row');
    const { statusIds, dueFrom, dueTo } = searches(seen)[0].filters!;
    expect(statusIds).toEqual([OPEN.id]);
    expect([new Date(dueFrom!).getDate(), new Date(dueFrom!).getHours(), new Date(dueTo!).getDate(), new Date(dueTo!).getHours()]).toEqual([26, 0, 26, 23]);
    const due = within(await screen.findByRole('group', { name: 'Resolution due' }));
    expect([due.getByLabelText('Due from'), due.getByLabelText('Due to')].map((input) => (input as HTMLInputElement).value)).toEqual(['2026-11-26', '2026-11-26']);
  });

  it('shows a total past the server\'s count cap as "10,000+"', async () => {
    server(() => ({ status: 200, data: { entities: TICKETS, totalCount: 10_000, totalCountCapped: true, pageNumber: 1, pageSize: 25 } }));
    await render('/tickets/list');
    expect(await screen.findByText(`Total: ${(10_000).toLocaleString()}+`)).toBeInTheDocument();
  });

  it('opening a ticket while a typed search is still pending stays on the ticket', async () => {
    server();
    // The details screen loads lazily: the router's transition keeps the list mounted meanwhile,
    // long enough for the search debounce to fire.
    let loaded = false;
    let loading: Promise<void> | null = null;
    function SlowDetails() {
      if (loaded) return <p>details page</p>;
      loading ??= new Promise<void>((resolve) => setTimeout(() => resolve(void (loaded = true)), 800));
      throw loading;
    }
    await renderTickets('/tickets/list', { '/tickets/list': <TicketsListScreen />, '/tickets/details/:id': <SlowDetails /> }, ALL_TICKET_PERMISSIONS);
    const rows = await screen.findAllByTestId('ticket-row');
    const user = setupUser();
    await user.click(screen.getByTestId('tickets-search'));
    await user.paste('printer');
    fireEvent.click(rows[0]);
    expect(await screen.findByText('details page', undefined, { timeout: 3000 })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(currentLocation()).toMatch(/^\/tickets\/details\//);
    expect(screen.getByText('details page')).toBeInTheDocument();
  });

  it('keeps the debounced search and the column sort in the URL, and opens a ticket with Enter', async () => {
    const seen = server();
    await render('/tickets/list?page=3');
    const rows = await screen.findAllByTestId('ticket-row');
    const user = setupUser();
    await user.click(screen.getByTestId('tickets-search'));
    await user.paste('print');
    await user.type(screen.getByTestId('tickets-search'), 'er');
    await waitFor(() => expect(currentLocation()).toBe('/tickets/list?q=printer'));
    await waitFor(() => expect(searches(seen).at(-1)).toEqual({ pageNumber: 1, pageSize: 25, query: 'printer' }));
    // The first load plus one search for the settled text, not one per keystroke.
    expect(searches(seen)).toHaveLength(2);

    fireEvent.click(within(within(screen.getByTestId('tickets-table')).getByRole('columnheader', { name: '#' })).getByRole('button'));
    await waitFor(() => expect(currentLocation()).toBe('/tickets/list?q=printer&sort=serialNumber:asc'));
    await waitFor(() => expect(searches(seen).at(-1)?.sort).toEqual({ field: 'serialNumber', order: 'asc' }));

    const row = (await screen.findAllByTestId('ticket-row'))[1] ?? rows[1];
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter' });
    await waitFor(() => expect(currentLocation()).toBe(`/tickets/details/${TICKETS[1].id}`));
  });

  it('tells "no tickets yet" from "nothing matches", and clears filters', async () => {
    server(() => page([]));
    const { unmount } = await render();
    expect(await screen.findByText('No tickets yet')).toBeInTheDocument();
    expect(screen.queryByTestId('tickets-clear-filters')).not.toBeInTheDocument();
    unmount();

    await render('/tickets/list?priority=High&sort=title:asc');
    expect(await screen.findByText('No tickets match these filters')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('tickets-empty-clear-filters'));
    await waitFor(() => expect(currentLocation()).toBe('/tickets/list?sort=title:asc'));
  });

  it('changes the status of the selected tickets, one PATCH each, then reports and reloads', async () => {
    const seen = server(undefined, (request) => (request.url?.endsWith(TICKETS[1].id) ? { status: 500, data: { message: 'boom' } } : { status: 200, data: TICKETS[0] }));
    await render();
    const rows = await screen.findAllByTestId('ticket-row');
    for (const row of rows) fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(await screen.findByTestId('tickets-bulk-status'));
    fireEvent.mouseDown(within(await screen.findByTestId('tickets-bulk-value')).getByRole('combobox'));
    // The status tags of the rows carry the name as their title too: pick the option of the list.
    await waitFor(() => expect(document.querySelector('.ant-select-dropdown')).not.toBeNull());
    fireEvent.click(await within(document.querySelector<HTMLElement>('.ant-select-dropdown')!).findByTitle('Pending'));
    fireEvent.click(screen.getByTestId('tickets-bulk-apply'));
    expect(await screen.findByText('Updated: 1. Failed: 1.')).toBeInTheDocument();
    const patches = seen.filter((request) => request.method === 'patch');
    expect(patches.map((request) => request.url).sort()).toEqual([`tickets/${TICKETS[0].id}`, `tickets/${TICKETS[1].id}`].sort());
    expect(patches.map((request) => bodyOf(request))).toEqual([{ statusId: PENDING.id }, { statusId: PENDING.id }]);
    await waitFor(() => expect(searches(seen)).toHaveLength(2));
  });

  it('offers no selection, bulk actions or New ticket without the permissions', async () => {
    server();
    await render('/tickets/list', ['tickets:tickets:view']);
    const rows = await screen.findAllByTestId('ticket-row');
    expect(within(rows[0]).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByTestId('tickets-new')).not.toBeInTheDocument();
    expect(screen.queryByTestId('tickets-bulk-status')).not.toBeInTheDocument();
  });
});
