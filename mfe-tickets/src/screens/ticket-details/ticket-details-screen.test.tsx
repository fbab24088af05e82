import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@switchboard/shared/i18n';
import type { AgentTicket, TicketComment, TicketHistoryEntry, TicketMessage } from '@switchboard/shared/contracts';
import { bodyOf, chooseOption, mockHttp, type MockReply, type MockRequest } from '@switchboard/test-utils';
import { ALL_TICKET_PERMISSIONS, ANA, BILLING_TEAM, HOME_DIVISION, NORTH_DIVISION, NOT_FOUND, OPEN, PENDING, lookupReply, makeTicket, renderTickets } from '../../test-support';
import { rememberListPage } from '../list-memory';
import { TicketDetailsScreen } from './ticket-details-screen';

const TICKET: AgentTicket = makeTicket(12, {
  title: 'Printer on fire',
  description: 'Smoke everywhere.',
  fields: [
    { id: 'f1', key: 'model', name: 'Model', type: 'select', value: 'lj-4', labels: ['LaserJet 4'] },
    { id: 'f2', key: 'warranty', name: 'Under warranty', type: 'boolean', value: true },
  ],
});

const MESSAGE: TicketMessage = {
  id: 'm1',
  message: '<p>It is <strong>still</strong> smoking</p>',
  time: new Date().toISOString(),
  sentBy: 'customer',
  status: 'sent',
  user: { name: 'Maya Rao' },
  channel: 'email',
  emailConfig: { from: 'maya@example.com', fromName: 'Maya Rao', to: [], cc: [], subject: null, attachments: [] },
};

const HISTORY: TicketHistoryEntry[] = [
  { id: 'h1', field: 'created', from: null, to: null, actor: { type: 'customer', id: 'c', name: 'Maya Rao' }, addedDate: new Date(Date.now() - 3_600_000).toISOString() },
  { id: 'h2', field: 'status', from: { id: OPEN.id, name: 'Open' }, to: { id: PENDING.id, name: 'Pending' }, actor: { type: 'agent', id: 'a', name: 'Ana' }, addedDate: new Date(Date.now() - 300_000).toISOString() },
];

function server({
  ticket = { status: 200, data: TICKET } as MockReply,
  onPatch = (request: MockRequest): MockReply => ({ status: 200, data: { ...TICKET, ...bodyOf<object>(request) } }),
  comments = [] as TicketComment[],
  history = HISTORY,
} = {}) {
  return mockHttp((request) => {
    const base = `tickets/${TICKET.id}`;
    if (request.url === base && request.method === 'get') return ticket;
    if (request.url === base && request.method === 'patch') return onPatch(request);
    if (request.url === base && request.method === 'delete') return { status: 204 };
    if (request.url === `${base}/messages`) return { status: 200, data: { entities: [MESSAGE], totalCount: 1 } };
    if (request.url === `${base}/comments`) return { status: 200, data: { entities: comments, totalCount: comments.length, pageNumber: 1, pageSize: 100 } };
    if (request.url === `${base}/history`) return { status: 200, data: { entities: history, totalCount: history.length } };
    return lookupReply(request.url) ?? NOT_FOUND;
  });
}

const NEXT_ID = 'next-ticket-id';

/** An element's text without the invisible bidi isolates around typed values. */
const withoutIsolates = (element: HTMLElement) => (element.textContent ?? '').replace(/[\u2068\u2069]/g, '');

const render = (permissions?: string[], path = `/tickets/details/${TICKET.id}`) =>
  renderTickets(path, { '/tickets/details/:id': <TicketDetailsScreen />, '/tickets/list': <p>list page</p> }, permissions);

describe('TicketDetailsScreen', () => {
  it('shows the ticket, its customer, category fields, thread and history; j opens the next one', async () => {
    rememberListPage(['previous-id', TICKET.id, NEXT_ID], '?priority=High');
    server();
    await render([...ALL_TICKET_PERMISSIONS, 'tickets:messages:view', 'tickets:messages:add', 'tickets:comments:add']);
    const header = await screen.findByTestId('ticket-header');
    expect(within(header).getByTestId('ticket-serial')).toHaveTextContent('#12');
    expect(within(header).getByTestId('page-title')).toHaveTextContent('Printer on fire');
    expect(within(screen.getByTestId('ticket-status-select')).getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('Smoke everywhere.')).toBeInTheDocument();
    // Typed text reads in its own direction inside an Arabic page; the serial never joins a Latin title.
    expect(within(header).getByTestId('page-title')).toHaveAttribute('dir', 'auto');
    expect(within(header).getByTestId('ticket-serial')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByTestId('ticket-description')).toHaveAttribute('dir', 'auto');
    expect(within(screen.getByTestId('ticket-customer')).getByText('Maya Rao')).toBeInTheDocument();
    expect(within(screen.getByTestId('ticket-fields')).getByText('LaserJet 4')).toBeInTheDocument();
    expect(within(screen.getByTestId('ticket-fields')).getByText('Yes')).toBeInTheDocument();

    // The Conversation tab holds the timeline and, with the permissions, the composer (ticket-conversation tests).
    const thread = screen.getByTestId('ticket-thread');
    expect(await within(thread).findByText('still')).toBeInTheDocument();
    expect(within(thread).getByTestId('composer-reply')).toBeInTheDocument();
    expect(within(thread).getByText('Sent')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    const entries = await screen.findAllByTestId('history-entry');
    expect(entries[0]).toHaveTextContent('Maya Rao created the ticket · 1 hour ago');
    expect(withoutIsolates(entries[1]!)).toContain('Ana changed status from Open to Pending · 5 minutes ago');

    // j: the next ticket of the list page the agent came from.
    expect(screen.getByTestId('ticket-shortcuts-hint')).toHaveTextContent('J / K: next / previous ticket');
    fireEvent.keyDown(document.body, { key: 'j' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/tickets/details/${NEXT_ID}`));
  });

  it('offers no j / k hint for a ticket that is not on the remembered list page, and j does nothing', async () => {
    rememberListPage(['some-other-id', NEXT_ID], '');
    server();
    await render();
    await screen.findByTestId('ticket-header');
    expect(screen.queryByTestId('ticket-shortcuts-hint')).not.toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(screen.getByTestId('location')).toHaveTextContent(`/tickets/details/${TICKET.id}`);
  });

  it('edits in place: PATCHes only the changed property, shows it at once, rolls back a refused change', async () => {
    let reply: (request: MockRequest) => MockReply | Promise<MockReply> = () => ({ status: 200, data: { ...TICKET, assignee: ANA } });
    const seen = server({ onPatch: (request) => reply(request) as MockReply });
    await render();
    await screen.findByTestId('ticket-header');
    await chooseOption('ticket-assignee-select', ANA.name);
    await waitFor(() => expect(seen.filter((r) => r.method === 'patch')).toHaveLength(1));
    expect(bodyOf(seen.find((r) => r.method === 'patch')!)).toEqual({ assigneeId: ANA.id });
    await waitFor(() => expect(within(screen.getByTestId('ticket-assignee-select')).getByTitle(ANA.name)).toBeInTheDocument());

    let answer: (value: MockReply) => void = () => {};
    reply = () => new Promise<MockReply>((resolve) => (answer = resolve));
    await chooseOption('ticket-status-select', 'Pending');
    // Optimistic: the new status shows before the server answered.
    await waitFor(() => expect(within(screen.getByTestId('ticket-status-select')).getByText('Pending')).toBeInTheDocument());
    expect(bodyOf(seen.filter((r) => r.method === 'patch')[1])).toEqual({ statusId: PENDING.id });
    answer({ status: 500, data: { statusCode: 500, message: 'Database unavailable' } });
    expect(await screen.findByText('Could not save the change')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId('ticket-status-select')).getByText('Open')).toBeInTheDocument());
    // The earlier, accepted change stays.
    expect(within(screen.getByTestId('ticket-assignee-select')).getByTitle(ANA.name)).toBeInTheDocument();

    // The title edits in place too (Enter saves).
    reply = (request) => ({ status: 200, data: { ...TICKET, assignee: ANA, title: (bodyOf(request) as { title: string }).title } });
    fireEvent.click(screen.getByTestId('page-title'));
    const box = await within(screen.getByTestId('ticket-header')).findByDisplayValue('Printer on fire');
    fireEvent.change(box, { target: { value: 'Printer still on fire ' } });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    fireEvent.keyUp(box, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(seen.filter((r) => r.method === 'patch')).toHaveLength(3));
    expect(bodyOf(seen.filter((r) => r.method === 'patch')[2])).toEqual({ title: 'Printer still on fire' });
    expect(await screen.findByText('Printer still on fire')).toBeInTheDocument();
  });

  it('confirms an accepted change with one toast whose Undo restores the previous value with one PATCH', async () => {
    const seen = server({ onPatch: (request) => ({ status: 200, data: { ...TICKET, ...bodyOf<object>(request), status: bodyOf<{ statusId?: string }>(request).statusId === PENDING.id ? PENDING : OPEN } }) });
    await render();
    await screen.findByTestId('ticket-header');
    await chooseOption('ticket-status-select', 'Pending');
    await waitFor(() => expect(seen.filter((r) => r.method === 'patch')).toHaveLength(1));
    expect(await screen.findByText('Status changed')).toBeInTheDocument();
    expect(screen.getAllByTestId('ticket-undo')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('ticket-undo'));
    await waitFor(() => expect(seen.filter((r) => r.method === 'patch')).toHaveLength(2));
    expect(bodyOf(seen.filter((r) => r.method === 'patch')[1])).toEqual({ statusId: OPEN.id });
    await waitFor(() => expect(within(screen.getByTestId('ticket-status-select')).getByText('Open')).toBeInTheDocument());
    // The undo is confirmed by the property itself: no second toast, no second Undo.
    await waitFor(() => expect(screen.queryByTestId('ticket-undo')).not.toBeInTheDocument());
    expect(screen.queryAllByText('Status changed')).toHaveLength(0);
    expect(seen.filter((r) => r.method === 'patch')).toHaveLength(2);
  });

  it('shows one error, and no Undo, when a change is refused', async () => {
    server({ onPatch: () => ({ status: 500, data: { statusCode: 500, message: 'Database unavailable' } }) });
    await render();
    await screen.findByTestId('ticket-header');
    await chooseOption('ticket-priority-select', 'Low');
    expect(await screen.findByText('Could not save the change')).toBeInTheDocument();
    expect(screen.getAllByText('Could not save the change')).toHaveLength(1);
    expect(screen.queryByTestId('ticket-undo')).not.toBeInTheDocument();
    expect(screen.queryByText('Priority changed')).not.toBeInTheDocument();
  });

  it('on a phone puts the conversation before the properties', async () => {
    server();
    await renderTickets(`/tickets/details/${TICKET.id}/mobile`, { '/tickets/details/:id/mobile': <TicketDetailsScreen mobile /> });
    const thread = await screen.findByTestId('ticket-thread');
    const properties = screen.getByTestId('ticket-properties');
    expect(within(properties).getByTestId('ticket-status-select')).toBeInTheDocument();
    // The conversation precedes the properties in reading (and tab) order.
    expect(thread.compareDocumentPosition(properties) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(screen.getByTestId('ticket-header')).queryByTestId('ticket-status-select')).not.toBeInTheDocument();
  });

  it('keeps typed text in its own direction: title, customer, field values', async () => {
    server({ ticket: { status: 200, data: { ...TICKET, title: 'Printer (HP) on fire!', customer: { id: 'c', name: 'Maya Rao', email: 'maya@example.com' } } } });
    await render();
    const header = await screen.findByTestId('ticket-header');
    const title = within(header).getByTestId('page-title');
    expect(title).toHaveAttribute('dir', 'auto');
    // The element that cuts a long title carries its direction, so the ellipsis falls at the title's end.
    expect(title).toHaveStyle({ overflow: 'hidden' });
    expect(within(screen.getByTestId('ticket-customer')).getByTestId('ticket-customer-name')).toHaveAttribute('dir', 'auto');
    expect(within(screen.getByTestId('ticket-customer')).getByTestId('ticket-customer-email')).toHaveAttribute('dir', 'ltr');
    const values = within(screen.getByTestId('ticket-fields')).getAllByTestId('ticket-field-value');
    expect(values.map((value) => [value.textContent, value.getAttribute('dir')])).toEqual([
      ['LaserJet 4', 'auto'],
      ['Yes', 'auto'],
    ]);
  });

  it('gives the ticket to a group beside the assignee, and takes it away again', async () => {
    const group = { id: BILLING_TEAM.id, name: BILLING_TEAM.name };
    const seen = server({ onPatch: (request) => ({ status: 200, data: { ...TICKET, userGroup: bodyOf<{ userGroupId: string | null }>(request).userGroupId ? group : null } }) });
    await render();
    await screen.findByTestId('ticket-header');
    expect(within(screen.getByTestId('ticket-userGroup-select')).getByTitle('No group')).toBeInTheDocument();
    await chooseOption('ticket-userGroup-select', BILLING_TEAM.name);
    await waitFor(() => expect(seen.filter((r) => r.method === 'patch')).toHaveLength(1));
    expect(bodyOf(seen.find((r) => r.method === 'patch')!)).toEqual({ userGroupId: BILLING_TEAM.id });
    await waitFor(() => expect(within(screen.getByTestId('ticket-userGroup-select')).getByTitle(BILLING_TEAM.name)).toBeInTheDocument());

    await chooseOption('ticket-userGroup-select', 'No group');
    await waitFor(() => expect(seen.filter((r) => r.method === 'patch')).toHaveLength(2));
    expect(bodyOf(seen.filter((r) => r.method === 'patch')[1])).toEqual({ userGroupId: null });
  });

  it('shows the division and moves the ticket to another one; a refused move rolls back', async () => {
    let reply: MockReply = { status: 200, data: { ...TICKET, division: NORTH_DIVISION } };
    const seen = server({ onPatch: () => reply });
    await render();
    await screen.findByTestId('ticket-header');
    expect(within(screen.getByTestId('ticket-division-select')).getByTitle(HOME_DIVISION.name)).toBeInTheDocument();
    await chooseOption('ticket-division-select', NORTH_DIVISION.name);
    await waitFor(() => expect(seen.filter((r) => r.method === 'patch')).toHaveLength(1));
    expect(bodyOf(seen.find((r) => r.method === 'patch')!)).toEqual({ divisionId: NORTH_DIVISION.id });
    await waitFor(() => expect(within(screen.getByTestId('ticket-division-select')).getByTitle(NORTH_DIVISION.name)).toBeInTheDocument());

    reply = { status: 403, data: { statusCode: 403, code: 'FORBIDDEN', message: 'Not allowed there' } };
    await chooseOption('ticket-division-select', HOME_DIVISION.name);
    await waitFor(() => expect(seen.filter((r) => r.method === 'patch')).toHaveLength(2));
    expect(bodyOf(seen.filter((r) => r.method === 'patch')[1])).toEqual({ divisionId: HOME_DIVISION.id });
    await waitFor(() => expect(within(screen.getByTestId('ticket-division-select')).getByTitle(NORTH_DIVISION.name)).toBeInTheDocument());
  });

  it('deletes after a confirmation and goes back to the list', async () => {
    const seen = server();
    await render();
    fireEvent.click(await screen.findByTestId('ticket-delete'));
    expect((await screen.findAllByText('Delete ticket #12?')).length).toBeGreaterThan(0);
    expect(seen.some((r) => r.method === 'delete')).toBe(false);
    fireEvent.click(screen.getByTestId('ticket-delete-confirm'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tickets/list'));
    expect(seen.filter((r) => r.method === 'delete').map((r) => r.url)).toEqual([`tickets/${TICKET.id}`]);
    expect(await screen.findByText('Ticket #12 deleted')).toBeInTheDocument();
  });

  it('reads only, without edit and delete permissions', async () => {
    server();
    await render(['tickets:tickets:view']);
    await screen.findByTestId('ticket-header');
    expect(within(screen.getByTestId('ticket-header')).queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByTestId('ticket-priority-select')).toHaveTextContent('High');
    expect(screen.getByTestId('ticket-division-select')).toHaveTextContent(HOME_DIVISION.name);
    expect(screen.queryByTestId('ticket-delete')).not.toBeInTheDocument();
  });

  it('names the seeded Home division in the reader’s language, for reading and in the choice', async () => {
    server();
    await render(['tickets:tickets:view']);
    await screen.findByTestId('ticket-header');
    await act(() => setLanguage('de-de'));
    await waitFor(() => expect(screen.getByTestId('ticket-division-select')).toHaveTextContent('Hauptabteilung'));
    await act(() => setLanguage('en-us'));
    await waitFor(() => expect(screen.getByTestId('ticket-division-select')).toHaveTextContent(HOME_DIVISION.name));
  });

  it('marks a removed agent as a former user on the assignee, their notes and the history', async () => {
    const former = { id: 'gone', name: 'Fern Former', email: 'fern@example.com', former: true };
    const note: TicketComment = {
      id: 'n1',
      ticketId: TICKET.id,
      text: 'Solved it.',
      author: { id: former.id, name: former.name, former: true },
      mentions: [],
      addedDate: new Date().toISOString(),
      updatedDate: new Date().toISOString(),
      editable: false,
      deletable: false,
    };
    const history: TicketHistoryEntry[] = [
      { id: 'h1', field: 'title', from: 'Old', to: 'Printer on fire', actor: { type: 'agent', id: former.id, name: former.name, former: true }, addedDate: new Date(Date.now() - 300_000).toISOString() },
      { id: 'h2', field: 'status', from: { id: OPEN.id, name: 'Open' }, to: { id: PENDING.id, name: 'Pending' }, actor: { type: 'agent', id: 'a', name: 'Ana' }, addedDate: new Date().toISOString() },
    ];
    server({ ticket: { status: 200, data: { ...TICKET, assignee: former } }, comments: [note], history });
    await render(['tickets:tickets:view', 'tickets:messages:view']);
    await screen.findByTestId('ticket-header');
    expect(screen.getByTestId('ticket-assignee-select')).toHaveTextContent('Fern Former (former user)');

    const item = await within(screen.getByTestId('ticket-thread')).findByText('Solved it.');
    const noteCard = item.closest('[data-kind="note"]') as HTMLElement;
    expect(within(noteCard).getByTestId('former-user')).toHaveTextContent('(former user)');

    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    const entries = await screen.findAllByTestId('history-entry');
    expect(entries[0]).toHaveTextContent('Fern Former (former user) changed');
    // Muted there as everywhere else.
    expect(within(entries[0]).getByTestId('former-user')).toHaveTextContent('(former user)');
    // An active agent carries no mark.
    expect(entries[1]).toHaveTextContent('Ana changed status');
    expect(entries[1]).not.toHaveTextContent('former user');
    expect(within(entries[1]).queryByTestId('former-user')).not.toBeInTheDocument();
  });

  it('answers an unknown ticket with "Ticket not found" and a way back', async () => {
    server({ ticket: NOT_FOUND });
    await render();
    expect(await screen.findByText('Ticket not found')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to tickets' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tickets/list'));
  });
});
