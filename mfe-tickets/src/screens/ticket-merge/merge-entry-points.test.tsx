// The ways into the merge screen (the list's bulk action, the details header) and the notice a merged
// ticket shows; each entry point only for agents holding tickets:tickets:merge.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockHttp } from '@switchboard/test-utils';
import { CLOSED, NOT_FOUND, lookupReply, makeTicket, renderTickets } from '../../test-support';
import { TicketDetailsScreen } from '../ticket-details';
import { TicketsListScreen } from '../tickets-list';
import { BulkActions } from '../tickets-list/bulk-actions';

const KEEP = makeTicket(2, { title: 'Printer on fire' });
const DUPLICATE = makeTicket(3, { title: 'Printer smoking' });
const MERGED = makeTicket(5, { title: 'Printer again', status: CLOSED, mergedIntoId: KEEP.id });
const TICKETS = [KEEP, DUPLICATE, MERGED];

function server() {
  return mockHttp((request) => {
    if (request.url === 'tickets/search') return { status: 200, data: { entities: [KEEP, DUPLICATE], totalCount: 2, pageNumber: 1, pageSize: 25 } };
    for (const ticket of TICKETS) {
      const base = `tickets/${ticket.id}`;
      if (request.url === base) return { status: 200, data: ticket };
      if (request.url === `${base}/history`) return { status: 200, data: { entities: [], totalCount: 0 } };
      if (request.url?.startsWith(`${base}/`)) return { status: 200, data: { entities: [], totalCount: 0, pageNumber: 1, pageSize: 100 } };
    }
    return lookupReply(request.url) ?? NOT_FOUND;
  });
}

const ROUTES = {
  '/tickets/list': <TicketsListScreen />,
  '/tickets/details/:id': <TicketDetailsScreen />,
  '/tickets/merge': <p>merge page</p>,
};
const location = () => screen.getByTestId('location').textContent;
const MERGER = ['tickets:tickets:view', 'tickets:tickets:merge'];

describe('merge entry points', () => {
  it('the list offers Merge… once two tickets are selected, linking to the merge screen with both', async () => {
    server();
    await renderTickets('/tickets/list', ROUTES, MERGER);
    const rows = await screen.findAllByTestId('ticket-row');
    fireEvent.click(within(rows[0]).getByRole('checkbox'));
    expect(screen.queryByTestId('tickets-bulk-merge')).not.toBeInTheDocument();
    // Merging needs no edit permission: assign and status stay hidden.
    expect(screen.queryByTestId('tickets-bulk-status')).not.toBeInTheDocument();
    fireEvent.click(within(rows[1]).getByRole('checkbox'));
    fireEvent.click(await screen.findByTestId('tickets-bulk-merge'));
    await waitFor(() => expect(location()).toBe(`/tickets/merge?ids=${KEEP.id},${DUPLICATE.id}`));
  });

  it('refuses a selection larger than one merge can take instead of cutting it', async () => {
    server();
    const ids = (count: number) => Array.from({ length: count }, (_, index) => makeTicket(100 + index).id);
    const view = await renderTickets('/tickets/list', { '/tickets/list': <BulkActions selected={ids(22)} onDone={() => {}} canMerge /> }, MERGER);
    expect(await screen.findByTestId('tickets-bulk-merge')).toBeDisabled();
    expect(screen.getByText('At most 21 tickets can be merged at once.')).toBeInTheDocument();
    view.unmount();

    await renderTickets('/tickets/list', { '/tickets/list': <BulkActions selected={ids(21)} onDone={() => {}} canMerge /> }, MERGER);
    expect(await screen.findByTestId('tickets-bulk-merge')).toBeEnabled();
    expect(screen.queryByText('At most 21 tickets can be merged at once.')).not.toBeInTheDocument();
  });

  it('the list has no Merge… without tickets:tickets:merge', async () => {
    server();
    await renderTickets('/tickets/list', ROUTES, ['tickets:tickets:view', 'tickets:tickets:edit']);
    const rows = await screen.findAllByTestId('ticket-row');
    for (const row of rows) fireEvent.click(within(row).getByRole('checkbox'));
    expect(await screen.findByTestId('tickets-bulk-status')).toBeInTheDocument();
    expect(screen.queryByTestId('tickets-bulk-merge')).not.toBeInTheDocument();
  });

  it('the details header links to the merge screen with the ticket as the one to merge', async () => {
    server();
    await renderTickets(`/tickets/details/${DUPLICATE.id}`, ROUTES, MERGER);
    fireEvent.click(await screen.findByTestId('ticket-merge'));
    await waitFor(() => expect(location()).toBe(`/tickets/merge?ids=${DUPLICATE.id}`));
  });

  it('the details header has no Merge without tickets:tickets:merge', async () => {
    server();
    await renderTickets(`/tickets/details/${DUPLICATE.id}`, ROUTES, ['tickets:tickets:view', 'tickets:tickets:edit', 'tickets:tickets:delete']);
    expect(await screen.findByTestId('ticket-delete')).toBeInTheDocument();
    expect(screen.queryByTestId('ticket-merge')).not.toBeInTheDocument();
  });

  it('a merged ticket says where it went, links there, and offers no second merge', async () => {
    server();
    await renderTickets(`/tickets/details/${MERGED.id}`, ROUTES, MERGER);
    const notice = await screen.findByTestId('ticket-merged-notice');
    await waitFor(() => expect(notice).toHaveTextContent('Merged into #2'));
    expect(screen.queryByTestId('ticket-merge')).not.toBeInTheDocument();
    fireEvent.click(within(notice).getByRole('link', { name: 'Open #2' }));
    await waitFor(() => expect(location()).toBe(`/tickets/details/${KEEP.id}`));
  });
});
