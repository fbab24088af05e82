import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AgentTicket } from '@switchboard/shared/contracts';
import { bodyOf, mockHttp, type MockReply, type MockRequest } from '@switchboard/test-utils';
import { CLOSED, NOT_FOUND, makeTicket, renderTickets } from '../../test-support';
import { TicketMergeScreen } from './ticket-merge-screen';

const OMAR = { id: 'c0000000-0000-4000-8000-000000000002', name: 'Omar Haddad', email: 'omar@example.com' };
const KEEP = makeTicket(2, { title: 'Printer on fire' });
const DUPLICATE = makeTicket(3, { title: 'Printer smoking' });
const LATER = makeTicket(4, { title: 'Printer still broken' });
const FOREIGN = makeTicket(8, { title: 'Router down', customer: OMAR });
const TICKETS = [KEEP, DUPLICATE, LATER, FOREIGN];
const AGENT = ['tickets:tickets:view', 'tickets:tickets:merge', 'tickets:messages:view'];

interface ServerOptions {
  onMerge?: (request: MockRequest) => MockReply;
  found?: AgentTicket[];
}

function server({ onMerge = () => ({ status: 200, data: { targetId: KEEP.id, targetSerialNumber: 2, sources: [{ id: DUPLICATE.id, serialNumber: 3 }], movedMessages: 2, movedComments: 1 } }), found = TICKETS }: ServerOptions = {}) {
  return mockHttp((request) => {
    if (request.url === 'tickets/merge') return onMerge(request);
    if (request.url === 'tickets/search') return { status: 200, data: { entities: found, totalCount: found.length, pageNumber: 1, pageSize: 20 } };
    for (const ticket of TICKETS) {
      const base = `tickets/${ticket.id}`;
      if (request.url === base) return { status: 200, data: ticket };
      // Each ticket holds serial-number-many messages and one note, so counts are told apart.
      if (request.url === `${base}/messages`) return { status: 200, data: { entities: [], totalCount: ticket.serialNumber } };
      if (request.url === `${base}/comments`) return { status: 200, data: { entities: [], totalCount: 1 } };
    }
    return NOT_FOUND;
  });
}

const render = (search = '', permissions = AGENT) =>
  renderTickets(`/tickets/merge${search}`, { '/tickets/merge': <TicketMergeScreen />, '/tickets/details/:id': <p>details page</p> }, permissions);

const location = () => screen.getByTestId('location').textContent;
const merges = (seen: MockRequest[]) => seen.filter((request) => request.url === 'tickets/merge');
const sourceRow = (ticket: AgentTicket) => screen.getAllByTestId('merge-source').find((row) => row.getAttribute('data-ticket-id') === ticket.id)!;

async function pick(testId: string, ticket: AgentTicket, text?: string) {
  const box = within(screen.getByTestId(testId)).getByRole('combobox');
  fireEvent.mouseDown(box);
  if (text !== undefined) fireEvent.change(box, { target: { value: text } });
  const options = await screen.findAllByTestId(`${testId}-option`);
  const option = options.find((node) => node.getAttribute('data-ticket-id') === ticket.id)!;
  fireEvent.click(option.closest('.ant-select-item-option')!);
}

describe('TicketMergeScreen', () => {
  it('preselects the tickets of a list link, keeps the oldest, previews, and merges only after the confirmation', async () => {
    const seen = server();
    await render(`?ids=${DUPLICATE.id},${KEEP.id}`);
    const target = await screen.findByTestId('merge-target');
    expect(target).toHaveAttribute('data-ticket-id', KEEP.id);
    expect(target).toHaveTextContent('#2');
    expect(target).toHaveTextContent('Printer on fire');
    expect(target).toHaveTextContent('Maya Rao');
    // Typed text keeps its own direction in an Arabic page: title, customer name; the serial reads left to right.
    expect(within(target).getByText('Printer on fire')).toHaveAttribute('dir', 'auto');
    expect(within(target).getByTestId('merge-target-customer').tagName).toBe('BDI');
    expect(within(target).getByText('#2').closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(target).toHaveTextContent('Open');
    expect(sourceRow(DUPLICATE)).toHaveTextContent('Printer smoking');
    // Its 3 messages and its description, which the merge carries to #2 as a message.
    expect(await within(sourceRow(DUPLICATE)).findByText(/Messages: 4 · Internal notes: 1/)).toBeInTheDocument();
    // The kept ticket's description stays its description: only its own messages count.
    expect(await within(target).findByText(/Messages: 2 · Internal notes: 1/)).toBeInTheDocument();
    expect(screen.getByTestId('merge-summary')).toHaveTextContent('Ticket #3 will be closed and its messages and internal notes moved to #2.');

    // Nothing is sent until the dialog's Merge; Cancel leaves everything as it was.
    fireEvent.click(screen.getByTestId('merge-submit'));
    const dialog = await screen.findByTestId('merge-confirm-dialog');
    expect(dialog).toHaveTextContent('Ticket #3 will be closed');
    expect(screen.getByText('Merge into #2?')).toBeInTheDocument();
    // Enter confirms: the dialog opens with its Merge button focused.
    await waitFor(() => expect(screen.getByTestId('merge-confirm')).toHaveFocus());
    fireEvent.click(screen.getByTestId('merge-confirm-cancel'));
    expect(merges(seen)).toHaveLength(0);

    fireEvent.click(screen.getByTestId('merge-submit'));
    fireEvent.click(await screen.findByTestId('merge-confirm'));
    await waitFor(() => expect(location()).toBe(`/tickets/details/${KEEP.id}`));
    expect(merges(seen).map((request) => bodyOf(request))).toEqual([{ targetId: KEEP.id, sourceIds: [DUPLICATE.id] }]);
    expect(await screen.findByText('Tickets merged into #2')).toBeInTheDocument();
    expect(screen.getByText('Messages moved: 2. Internal notes moved: 1.')).toBeInTheDocument();
  });

  it('shows a ticket of another customer disabled with the reason and leaves it out of the request', async () => {
    const seen = server({ onMerge: () => ({ status: 200, data: { targetId: KEEP.id, targetSerialNumber: 2, sources: [], movedMessages: 0, movedComments: 0 } }) });
    await render(`?target=${KEEP.id}&ids=${DUPLICATE.id},${FOREIGN.id},${LATER.id}`);
    const foreign = await waitFor(() => sourceRow(FOREIGN));
    expect(foreign).toHaveAttribute('data-eligible', 'false');
    expect(within(foreign).getByTestId('merge-source-issue')).toHaveTextContent('Another customer (Omar Haddad): only tickets of the same customer can be merged');
    expect(screen.getByTestId('merge-summary')).toHaveTextContent('2 tickets (#3, #4) will be closed and their messages and internal notes moved to #2.');
    expect(screen.getByTestId('merge-excluded')).toHaveTextContent('#8');

    fireEvent.click(screen.getByTestId('merge-submit'));
    fireEvent.click(await screen.findByTestId('merge-confirm'));
    await waitFor(() => expect(merges(seen)).toHaveLength(1));
    expect(bodyOf(merges(seen)[0])).toEqual({ targetId: KEEP.id, sourceIds: [DUPLICATE.id, LATER.id] });
  });

  it('from a ticket page: the ticket is the source, the target is searched among the same customer\'s tickets', async () => {
    const seen = server({ found: [DUPLICATE, KEEP, LATER] });
    await render(`?ids=${DUPLICATE.id}`);
    expect(await waitFor(() => sourceRow(DUPLICATE))).toBeInTheDocument();
    expect(screen.getByText('No ticket chosen yet')).toBeInTheDocument();
    expect(screen.getByTestId('merge-incomplete')).toBeInTheDocument();
    expect(screen.getByTestId('merge-submit')).toBeDisabled();
    expect(screen.getByTestId('merge-scope')).toHaveTextContent('Only tickets of Maya Rao are offered');

    await pick('merge-target-picker', KEEP, '#2');
    const search = seen.filter((request) => request.url === 'tickets/search').at(-1)!;
    expect(bodyOf(search)).toEqual({ pageNumber: 1, pageSize: 20, query: '#2', filters: { customerIds: [KEEP.customer!.id] } });
    expect(await screen.findByTestId('merge-target')).toHaveAttribute('data-ticket-id', KEEP.id);
    expect(screen.getByTestId('merge-summary')).toHaveTextContent('Ticket #3 will be closed and its messages and internal notes moved to #2.');

    // A found ticket that is already in the merge cannot be added twice; another one can.
    fireEvent.mouseDown(within(screen.getByTestId('merge-source-picker')).getByRole('combobox'));
    const options = await screen.findAllByTestId('merge-source-picker-option');
    const keepOption = options.find((node) => node.getAttribute('data-ticket-id') === KEEP.id)!;
    expect(keepOption).toHaveTextContent('This is the ticket to keep');
    expect(keepOption.closest('.ant-select-item-option')).toHaveClass('ant-select-item-option-disabled');
    fireEvent.click(options.find((node) => node.getAttribute('data-ticket-id') === LATER.id)!.closest('.ant-select-item-option')!);
    await waitFor(() => expect(screen.getByTestId('merge-summary')).toHaveTextContent('2 tickets (#3, #4)'));

    // Keeping another ticket swaps it with the target.
    fireEvent.click(within(sourceRow(LATER)).getByTestId('merge-make-target'));
    expect(screen.getByTestId('merge-target')).toHaveAttribute('data-ticket-id', LATER.id);
    expect(screen.getByTestId('merge-summary')).toHaveTextContent('2 tickets (#2, #3) will be closed and their messages and internal notes moved to #4.');
    fireEvent.click(within(sourceRow(KEEP)).getByRole('button', { name: 'Remove #2 from the merge' }));
    expect(screen.getByTestId('merge-summary')).toHaveTextContent('Ticket #3 will be closed');
  });

  it('explains a refused merge in plain words, names the refused ticket and stays on the screen', async () => {
    let reply: MockReply = { status: 409, data: { statusCode: 409, code: 'CONFLICT', message: 'Conflict', details: [{ field: '/sourceIds', message: 'a ticket was already merged' }] } };
    server({ onMerge: () => reply });
    await render(`?target=${KEEP.id}&ids=${DUPLICATE.id},${LATER.id}`);
    fireEvent.click(await screen.findByTestId('merge-submit'));
    fireEvent.click(await screen.findByTestId('merge-confirm'));
    const error = await screen.findByTestId('merge-error');
    expect(error).toHaveTextContent('The tickets were not merged');
    expect(error).toHaveTextContent('One of these tickets has just been merged elsewhere. Reload the tickets and choose again.');
    expect(location()).toBe(`/tickets/merge?target=${KEEP.id}&ids=${DUPLICATE.id},${LATER.id}`);

    reply = { status: 400, data: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Invalid', details: [{ field: '/sourceIds/1', message: 'belongs to another customer than the target ticket' }] } };
    fireEvent.click(screen.getByTestId('merge-submit'));
    fireEvent.click(await screen.findByTestId('merge-confirm'));
    await waitFor(() => expect(screen.getByTestId('merge-error')).toHaveTextContent('Only tickets of the customer of #2 can be merged into it. Refused: #4.'));

    reply = { status: 500, data: { statusCode: 500, message: 'Database unavailable' } };
    fireEvent.click(screen.getByTestId('merge-submit'));
    fireEvent.click(await screen.findByTestId('merge-confirm'));
    await waitFor(() => expect(screen.getByTestId('merge-error')).toHaveTextContent('Database unavailable'));
  });

  it('reloads the tickets after a refusal and shows the one merged meanwhile as such', async () => {
    let duplicate: AgentTicket = DUPLICATE;
    mockHttp((request) => {
      if (request.url === 'tickets/merge') return { status: 409, data: { statusCode: 409, code: 'CONFLICT', message: 'Conflict' } };
      if (request.url === `tickets/${KEEP.id}`) return { status: 200, data: KEEP };
      if (request.url === `tickets/${DUPLICATE.id}`) return { status: 200, data: duplicate };
      return NOT_FOUND;
    });
    await render(`?target=${KEEP.id}&ids=${DUPLICATE.id}`);
    fireEvent.click(await screen.findByTestId('merge-submit'));
    fireEvent.click(await screen.findByTestId('merge-confirm'));
    const error = await screen.findByTestId('merge-error');
    duplicate = { ...DUPLICATE, status: CLOSED, mergedIntoId: LATER.id };
    fireEvent.click(within(error).getByRole('button', { name: 'Reload tickets' }));
    await waitFor(() => expect(within(sourceRow(DUPLICATE)).getByTestId('merge-source-issue')).toHaveTextContent('Already merged into another ticket'));
    expect(screen.queryByTestId('merge-error')).not.toBeInTheDocument();
    expect(screen.getByTestId('merge-submit')).toBeDisabled();
  });

  it('starts empty without a link, and reports tickets of a link that do not exist', async () => {
    server();
    const { unmount } = await render();
    expect(await screen.findByText('No ticket chosen yet')).toBeInTheDocument();
    expect(screen.getByText('No tickets added yet')).toBeInTheDocument();
    expect(screen.getByTestId('merge-submit')).toBeDisabled();
    unmount();

    await render(`?ids=${KEEP.id},7c000000-0000-4000-8000-000000000099`);
    expect(await screen.findByTestId('merge-missing')).toHaveTextContent('Tickets of the link that were not found: 1');
    expect(screen.getByTestId('merge-source')).toHaveAttribute('data-ticket-id', KEEP.id);
  });

  it('shows a failed load with Retry', async () => {
    let fail = true;
    mockHttp((request) => {
      if (fail) return { status: 503, data: { statusCode: 503, message: 'Down for maintenance' } };
      if (request.url === `tickets/${KEEP.id}`) return { status: 200, data: KEEP };
      return NOT_FOUND;
    });
    await render(`?ids=${KEEP.id}`);
    expect(await screen.findByText('Down for maintenance')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('merge-source')).toHaveAttribute('data-ticket-id', KEEP.id);
  });
});
