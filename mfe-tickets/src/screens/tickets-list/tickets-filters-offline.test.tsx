import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockHttp, searchPageReply } from '@switchboard/test-utils';
import { lookupReply, makeTicket, NOT_FOUND, renderListScreen } from '../../test-support';
import { TicketsListScreen } from './tickets-list-screen';

// The filters' code comes after the first page, as a chunk of its own: here the network drops it until
// `mockOffline` is false (a module whose factory throws is asked for again on the next import).
let mockOffline = true;
jest.mock('./tickets-filters', () => {
  if (mockOffline) throw new Error('Loading chunk tickets-filters failed');
  return jest.requireActual('./tickets-filters');
});

it('keeps the rows when the filters cannot be loaded, says so, and loads them on "Retry"', async () => {
  mockHttp((request) => (request.url === 'tickets/search' ? searchPageReply([makeTicket(12, { title: 'Printer on fire' })], 1) : (lookupReply(request.url) ?? NOT_FOUND)));
  await renderListScreen('tickets', <TicketsListScreen />);
  expect(await screen.findAllByTestId('ticket-row')).toHaveLength(1);
  // The chunk is asked for three times (two retries, 0.5 s and 1 s apart) before the list gives up.
  const failed = await screen.findByTestId('tickets-filters-failed', {}, { timeout: 4000 });
  expect(failed).toHaveTextContent('The filters could not be loaded');
  expect(failed).toHaveAttribute('role', 'alert');
  expect(screen.getAllByTestId('ticket-row')).toHaveLength(1);
  expect(screen.queryByTestId('tickets-filter-status')).not.toBeInTheDocument();

  mockOffline = false;
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTestId('tickets-filter-status')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByTestId('tickets-filters-failed')).not.toBeInTheDocument());
});
