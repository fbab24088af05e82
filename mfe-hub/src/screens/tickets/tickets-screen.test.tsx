import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import userEvent from '@testing-library/user-event';
import type { ClientTicket } from '@switchboard/shared/contracts';
import { mockHttp, type MockRequest } from '@switchboard/test-utils';
import { clientTicket, renderHub, signInTestCustomer } from '../../test-support';
import { TicketsScreen } from './tickets-screen';

const TICKETS = [
  clientTicket(12, 'open', '2025-11-22T14:05:00', '2025-11-25T09:30:00'),
  clientTicket(11, 'in_progress', '2025-11-15T23:59:59'),
  clientTicket(10, 'closed', '2025-11-10T00:00:00'),
];

/** A server holding `tickets`, answering `client/tickets` pages like the real one. */
function ticketsServer(tickets: ClientTicket[]) {
  return mockHttp((request) => {
    if (request.url !== 'client/tickets') return { status: 404 };
    const { page, pageSize } = request.params as { page: number; pageSize: number };
    const entities = tickets.slice((page - 1) * pageSize, page * pageSize);
    return { status: 200, data: { entities, totalCount: tickets.length, pageNumber: page, pageSize } };
  });
}

const listRequests = (seen: MockRequest[]) => seen.filter((request) => request.url === 'client/tickets');
const cardIds = () => screen.getAllByTestId('ticket-card').map((card) => card.getAttribute('data-ticket-id'));
const location = () => screen.getByTestId('location');
const renderTickets = (path = '/hub/tickets') =>
  renderHub(path, { '/hub/tickets': <TicketsScreen />, '/hub/ticket/create': <p>create page</p>, '/hub/ticket/:id': <p>ticket page</p> });

beforeEach(() => {
  localStorage.clear();
  signInTestCustomer();
});

it('shows skeletons, then the cards of page 1 (size 10) with status, serial, dates, and opens a ticket', async () => {
  const seen = ticketsServer(TICKETS);
  await renderTickets();
  expect(screen.getByTestId('page-title')).toHaveTextContent('My tickets');
  expect(screen.getAllByTestId('tickets-skeleton')).toHaveLength(5);

  await waitFor(() => expect(cardIds()).toEqual(['t12', 't11', 't10']));
  expect(screen.queryByTestId('tickets-skeleton')).not.toBeInTheDocument();
  expect(listRequests(seen)[0]!.params).toEqual({ page: 1, pageSize: 10 });
  expect(listRequests(seen)[0]!.headers.get('Authorization')).toBe('Bearer customer-token');

  const first = within(screen.getAllByTestId('ticket-card')[0]!);
  expect(first.getByText('#12')).toBeInTheDocument();
  expect(first.getByText('Problem number 12')).toBeInTheDocument();
  expect(first.getByText('Open')).toBeInTheDocument();
  expect(first.getByText('Created: 22 Nov 2025, 14:05')).toBeInTheDocument();
  expect(first.getByText('Resolve by: 25 Nov 2025, 09:30')).toBeInTheDocument();
  expect(within(screen.getAllByTestId('ticket-card')[1]!).getByText('No due date')).toBeInTheDocument();

  // Keyboard: the card is a link, Enter opens the ticket.
  screen.getAllByTestId('ticket-card')[1]!.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(location()).toHaveTextContent('/hub/ticket/t11'));
});

it('filters by status kind after re-fetching, keeps the filter in the URL, and clears it', async () => {
  const seen = ticketsServer(TICKETS);
  await renderTickets();
  await waitFor(() => expect(cardIds()).toHaveLength(3));

  await userEvent.click(within(screen.getByTestId('tickets-status-filter')).getByText('In Progress'));
  await waitFor(() => expect(listRequests(seen)).toHaveLength(2));
  await waitFor(() => expect(cardIds()).toEqual(['t11']));
  expect(location()).toHaveTextContent('/hub/tickets?status=in_progress');

  await userEvent.click(within(screen.getByTestId('tickets-status-filter')).getByText('All'));
  await waitFor(() => expect(cardIds()).toEqual(['t12', 't11', 't10']));
  expect(location()).toHaveTextContent(/^\/hub\/tickets$/);
});

it('applies a created-date range from the URL, both days included, and offers to clear filters when none match', async () => {
  ticketsServer(TICKETS);
  await renderTickets('/hub/tickets?from=2025-11-10&to=2025-11-15');
  await waitFor(() => expect(cardIds()).toEqual(['t11', 't10']));
  const picker = screen.getByTestId('tickets-date-range');
  expect(within(picker).getByLabelText('Created from')).toHaveValue('2025-11-10');
  expect(within(picker).getByLabelText('Created to')).toHaveValue('2025-11-15');

  await userEvent.click(within(screen.getByTestId('tickets-status-filter')).getByText('Open'));
  expect(await screen.findByText('No tickets match these filters')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(cardIds()).toHaveLength(3));
  expect(location()).toHaveTextContent(/^\/hub\/tickets$/);
});

it('filters by a range chosen in the two date fields once both ends are chosen, and clears it', async () => {
  const seen = ticketsServer(TICKETS);
  await renderTickets();
  await waitFor(() => expect(cardIds()).toHaveLength(3));
  const picker = screen.getByTestId('tickets-date-range');

  fireEvent.change(within(picker).getByLabelText('Created from'), { target: { value: '2025-11-10' } });
  // One end alone waits for the other: nothing filtered, nothing in the URL.
  expect(cardIds()).toHaveLength(3);
  expect(location()).toHaveTextContent(/^\/hub\/tickets$/);
  fireEvent.change(within(picker).getByLabelText('Created to'), { target: { value: '2025-11-15' } });
  await waitFor(() => expect(location()).toHaveTextContent('/hub/tickets?from=2025-11-10&to=2025-11-15'));
  await waitFor(() => expect(cardIds()).toEqual(['t11', 't10']));
  expect(listRequests(seen).length).toBeGreaterThan(1);
  // Nothing is created tomorrow: the fields stop at today.
  expect(within(picker).getByLabelText('Created to')).toHaveAttribute('max', dayjs().format('YYYY-MM-DD'));

  await userEvent.click(within(picker).getByRole('button', { name: 'Clear dates' }));
  await waitFor(() => expect(cardIds()).toHaveLength(3));
  expect(location()).toHaveTextContent(/^\/hub\/tickets$/);
  expect(within(picker).getByLabelText('Created from')).toHaveValue('');
});

it('invites a customer without tickets to raise an issue', async () => {
  ticketsServer([]);
  await renderTickets();
  const empty = await screen.findByTestId('tickets-empty');
  expect(within(empty).getByText('You have not raised any tickets yet')).toBeInTheDocument();
  await userEvent.click(within(empty).getByRole('button', { name: /Raise an issue/ }));
  await waitFor(() => expect(location()).toHaveTextContent('/hub/ticket/create'));
});

it('switches to the grid and remembers it on the next visit', async () => {
  ticketsServer(TICKETS);
  const first = await renderTickets();
  await waitFor(() => expect(screen.getByTestId('tickets-list')).toHaveAttribute('data-layout', 'list'));

  await userEvent.click(within(screen.getByTestId('tickets-layout-toggle')).getByText('Grid'));
  expect(screen.getByTestId('tickets-list')).toHaveAttribute('data-layout', 'grid');
  expect(localStorage.getItem('hub.ticketsLayout')).toBe('grid');
  first.unmount();

  await renderTickets();
  expect(screen.getAllByTestId('tickets-skeleton')).toHaveLength(3);
  await waitFor(() => expect(screen.getByTestId('tickets-list')).toHaveAttribute('data-layout', 'grid'));
});

it('says a failed load on the screen and keeps the cards already shown on a failed refresh', async () => {
  let failing = true;
  mockHttp(() =>
    failing
      ? { status: 500, data: { message: 'Internal Server Error' } }
      : { status: 200, data: { entities: TICKETS, totalCount: 3, pageNumber: 1, pageSize: 10 } },
  );
  await renderTickets();
  const failed = await screen.findByRole('alert');
  expect(within(failed).getByTestId('tickets-error')).toHaveTextContent('Failed to fetch tickets');

  failing = false;
  await userEvent.click(within(screen.getByTestId('tickets-error')).getByRole('button', { name: /Try again/ }));
  await waitFor(() => expect(cardIds()).toHaveLength(3));

  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  failing = true;
  await userEvent.click(screen.getByTestId('tickets-refresh'));
  const notice = await screen.findByTestId('tickets-load-failed');
  expect(notice).toHaveAttribute('role', 'alert');
  expect(notice).toHaveTextContent('Error');
  expect(notice).toHaveTextContent('Failed to fetch tickets');
  await waitFor(() => expect(screen.getByTestId('tickets-refresh')).not.toHaveAttribute('aria-busy'));
  expect(cardIds()).toHaveLength(3);

  // Dismissed, it goes; after another failure, the next success takes it away.
  await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByTestId('tickets-load-failed')).not.toBeInTheDocument();
  await userEvent.click(screen.getByTestId('tickets-refresh'));
  expect(await screen.findByTestId('tickets-load-failed')).toBeInTheDocument();
  failing = false;
  await userEvent.click(screen.getByTestId('tickets-refresh'));
  await waitFor(() => expect(screen.getByTestId('tickets-refresh')).not.toHaveAttribute('aria-busy'));
  expect(screen.queryByTestId('tickets-load-failed')).not.toBeInTheDocument();
});

it('loads the next page on request and appends it', async () => {
  const many = Array.from({ length: 12 }, (_, index) => clientTicket(100 - index, 'open', `2025-11-${String(20 - index).padStart(2, '0')}T10:00:00`));
  const seen = ticketsServer(many);
  await renderTickets();
  await waitFor(() => expect(cardIds()).toHaveLength(10));
  expect(screen.getByText('10 of 12 tickets loaded')).toBeInTheDocument();

  await userEvent.click(screen.getByTestId('tickets-load-more'));
  await waitFor(() => expect(cardIds()).toHaveLength(12));
  expect(listRequests(seen).at(-1)!.params).toEqual({ page: 2, pageSize: 10 });
  expect(cardIds().at(-1)).toBe('t89');
  expect(screen.queryByTestId('tickets-load-more')).not.toBeInTheDocument();
});
