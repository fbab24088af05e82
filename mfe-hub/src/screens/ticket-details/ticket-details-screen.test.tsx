import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ClientTicket, TicketMessage } from '@switchboard/shared/contracts';
import { formatDate } from '@switchboard/shared/format';
import type { ReplyEditorProps } from '../../reply-editor';
import { mockHttp, type MockReply, type MockRequest } from '@switchboard/test-utils';
import { renderHub, startEachTestSignedIn } from '../../test-support';
import { TicketDetailsScreen } from './ticket-details-screen';

// The real editor is another part's work: this stand-in shows what it was opened on and finishes on demand.
jest.mock('../../reply-editor', () => ({
  ReplyEditor: ({ draft, replyTo, onDone, onCancel }: ReplyEditorProps) => (
    <div data-testid="reply-editor">
      <span>{draft ? `editing draft ${draft.id}` : replyTo ? `replying to ${replyTo.id}` : 'new message'}</span>
      <button type="button" onClick={() => onDone('sent')}>
        finish editor
      </button>
      {onCancel && (
        <button type="button" onClick={onCancel}>
          cancel editor
        </button>
      )}
    </div>
  ),
}));

const TICKET_ID = '0b9c6a7e-3f2d-4c1b-9a8e-7d6c5b4a3f21';
const ticket: ClientTicket = {
  id: TICKET_ID,
  serialNumber: 12,
  title: 'Parcel never arrived',
  description: 'Ordered on Monday.\nStill nothing.',
  priority: 'High',
  categoryId: 'cat-1',
  categoryName: 'Delivery',
  fields: [{ id: 'f1', key: 'order', name: 'Order number', type: 'text', value: 'AB-123' }],
  addedDate: '2026-11-18T09:30:00.000Z',
  updatedDate: '2026-11-18T09:30:00.000Z',
  resolutionDueDate: null,
  status: { id: 's1', name: 'Open', color: 'blue', kind: 'open' },
  lastActivityAt: '2026-11-18T09:30:00.000Z',
  newReply: false,
};

function message(id: string, status: 'draft' | 'sent', text = `Text of ${id}`, sentBy: TicketMessage['sentBy'] = 'customer'): TicketMessage {
  return {
    id,
    message: `<p>${text}</p>`,
    time: '2026-11-19T10:00:00.000Z',
    sentBy,
    status,
    user: { name: sentBy === 'agent' ? 'Sam Support' : 'Maya Rao' },
    channel: 'email',
    emailConfig: { from: 'maya@example.com', fromName: 'Maya Rao', to: [], cc: [], subject: null, attachments: [] },
  };
}

type Handler = (request: MockRequest) => MockReply | undefined;

/** A server with the ticket and `messages()`; `override` answers first when it returns something. */
function server(messages: () => TicketMessage[], override: Handler = () => undefined, shownTicket: ClientTicket = ticket) {
  return mockHttp((request) => {
    const answer = override(request);
    if (answer) return answer;
    if (request.url === `client/tickets/${TICKET_ID}`) return { status: 200, data: shownTicket };
    if (request.url === `tickets/${TICKET_ID}/messages`) return { status: 200, data: { entities: messages(), totalCount: messages().length } };
    return { status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };
  });
}

const renderScreen = (id = TICKET_ID) => renderHub(`/hub/ticket/${id}`, { '/hub/ticket/:id': <TicketDetailsScreen />, '/hub/tickets': <p>tickets list</p> });
const messageLists = (seen: MockRequest[]) => seen.filter((request) => request.method === 'get' && request.url === `tickets/${TICKET_ID}/messages`);

startEachTestSignedIn();

it('shows the ticket header, details and thread, and opens the editor on Reply', async () => {
  const sent = message('m-1', 'sent', undefined, 'agent');
  const seen = server(() => [sent, message('m-2', 'sent')]);
  await renderScreen();

  expect(await screen.findByTestId('ticket-number')).toHaveTextContent('Ticket #12');
  expect(screen.getByTestId('ticket-status')).toHaveTextContent('Open');
  expect(screen.getByText(`Created ${formatDate(ticket.addedDate)}`)).toBeInTheDocument();
  expect(screen.getByText('No due date')).toBeInTheDocument();
  const title = screen.getByTestId('ticket-title');
  expect(title).toHaveTextContent('Parcel never arrived');
  expect(title).toHaveStyle({ textTransform: 'uppercase' });
  expect(screen.getByTestId('ticket-description').textContent).toBe('Ordered on Monday.\nStill nothing.');
  expect(screen.getByText('Delivery')).toBeInTheDocument();
  expect(screen.getByText('High')).toBeInTheDocument();
  expect(screen.getByText('AB-123')).toBeInTheDocument();
  expect(within(screen.getByTestId('message-thread')).getByText('Text of m-1')).toBeInTheDocument();
  // Reply answers the support team: the customer's own message offers none.
  expect(screen.getAllByTestId('message-reply')).toHaveLength(1);
  expect(screen.queryByTestId('ticket-merged-notice')).not.toBeInTheDocument();
  // A thread with messages keeps the editor closed until the customer asks for it.
  expect(screen.queryByTestId('reply-editor')).not.toBeInTheDocument();
  expect(seen.map((request) => request.url)).toEqual([`client/tickets/${TICKET_ID}`, `tickets/${TICKET_ID}/messages`]);

  await userEvent.click(screen.getByTestId('message-reply'));
  expect(screen.getByText('replying to m-1')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'finish editor' }));
  expect(screen.queryByTestId('reply-editor')).not.toBeInTheDocument();
  await waitFor(() => expect(messageLists(seen)).toHaveLength(2));

  await userEvent.click(screen.getByTestId('ticket-back'));
  expect(screen.getByTestId('location')).toHaveTextContent('/hub/tickets');
});

it('shows the no-messages illustration and the editor, without Cancel, for an empty thread', async () => {
  server(() => []);
  await renderScreen();
  const empty = await screen.findByTestId('thread-empty');
  expect(empty).toHaveTextContent('No messages yet');
  expect(screen.getByTestId('reply-editor')).toHaveTextContent('new message');
  expect(screen.queryByRole('button', { name: 'cancel editor' })).not.toBeInTheDocument();
});

it('sends a draft with PUT …/send, toasts success and reloads the thread', async () => {
  let messages = [message('m-1', 'draft')];
  const seen = server(
    () => messages,
    (request) => {
      if (request.method !== 'put') return undefined;
      messages = [message('m-1', 'sent')];
      return { status: 200, data: messages[0] };
    },
  );
  await renderScreen();
  const card = await screen.findByTestId('message-card');
  expect(card).toHaveAttribute('data-status', 'draft');

  await userEvent.click(screen.getByTestId('message-send-draft'));
  expect(await screen.findByText('Sent successfully')).toBeInTheDocument();
  const put = seen.find((request) => request.method === 'put')!;
  expect(put.url).toBe(`tickets/${TICKET_ID}/messages/m-1/send`);
  await waitFor(() => expect(screen.getByTestId('message-card')).toHaveAttribute('data-status', 'sent'));
  expect(messageLists(seen)).toHaveLength(2);
});

it('asks before replacing an open editor with another message', async () => {
  server(() => [message('d-1', 'draft'), message('s-1', 'sent', undefined, 'agent')]);
  await renderScreen();
  await userEvent.click(await screen.findByTestId('message-edit-draft'));
  expect(screen.getByText('editing draft d-1')).toBeInTheDocument();
  // The draft in the editor is sent from there, not from its card.
  expect(screen.getByTestId('message-send-draft')).toBeDisabled();

  await userEvent.click(screen.getByTestId('message-reply'));
  expect(await screen.findAllByText('Discard the reply you are writing?')).not.toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
  expect(await screen.findByText('replying to s-1')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'cancel editor' }));
  expect(screen.queryByTestId('reply-editor')).not.toBeInTheDocument();
});

it('returns to the tickets list when the server does not know the ticket', async () => {
  const seen = mockHttp(() => ({ status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } }));
  await renderScreen('9f9c6a7e-3f2d-4c1b-9a8e-7d6c5b4a3f29');
  expect(await screen.findByText('tickets list')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/hub\/tickets$/);
  expect(seen.length).toBeGreaterThan(0);
});

it('sends a customer whose session expired to sign in, coming back here afterwards', async () => {
  mockHttp(() => ({ status: 401, data: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sign in again' } }));
  await renderScreen();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/hub/auth#state=${encodeURIComponent(`/hub/ticket/${TICKET_ID}`)}`));
  expect(localStorage.getItem('hub_access_token')).toBeNull();
});

it('returns to the list for a malformed id without asking the server', async () => {
  const seen = mockHttp(() => ({ status: 200, data: ticket }));
  await renderScreen('not-a-ticket');
  expect(await screen.findByText('tickets list')).toBeInTheDocument();
  expect(seen).toHaveLength(0);
});

it('toasts a failed thread and shows it empty while the ticket stays', async () => {
  server(
    () => [],
    (request) => (request.url === `tickets/${TICKET_ID}/messages` ? { status: 500, data: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Database down' } } : undefined),
  );
  await renderScreen();
  expect(await screen.findByText('Error loading messages')).toBeInTheDocument();
  expect(screen.getByTestId('ticket-number')).toHaveTextContent('Ticket #12');
  expect(screen.getByTestId('thread-empty')).toBeInTheDocument();
});

it('toasts a failed ticket load and offers a retry that recovers', async () => {
  let down = true;
  server(
    () => [],
    (request) => (down && request.url === `client/tickets/${TICKET_ID}` ? { status: 503, data: { statusCode: 503, code: 'UNAVAILABLE', message: 'Try later' } } : undefined),
  );
  await renderScreen();
  expect(await screen.findAllByText('Error loading ticket')).not.toHaveLength(0);
  down = false;
  await userEvent.click(screen.getByTestId('ticket-retry'));
  expect(await screen.findByTestId('ticket-number')).toHaveTextContent('Ticket #12');
});

it('on a merged ticket, says where it went with a link, and offers no editor, reply or draft actions', async () => {
  const TARGET_ID = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
  server(() => [message('d-1', 'draft'), message('s-1', 'sent', undefined, 'agent')], undefined, { ...ticket, mergedInto: { id: TARGET_ID, serialNumber: 15 } });
  await renderScreen();
  const notice = await screen.findByTestId('ticket-merged-notice');
  expect(notice).toHaveTextContent('This ticket was merged into #15');
  expect(notice).toHaveTextContent('this ticket takes no more messages');
  expect(screen.queryByTestId('reply-editor')).not.toBeInTheDocument();
  expect(screen.queryByTestId('message-reply')).not.toBeInTheDocument();
  expect(screen.queryByTestId('message-edit-draft')).not.toBeInTheDocument();
  expect(screen.queryByTestId('message-send-draft')).not.toBeInTheDocument();

  const link = screen.getByTestId('ticket-merged-link');
  expect(link).toHaveTextContent('Open ticket #15');
  expect(link).toHaveAttribute('href', `/hub/ticket/${TARGET_ID}`);
});

it('on a merged ticket whose target the customer may not open, says so without a number or link, and no editor even when empty', async () => {
  server(() => [], undefined, { ...ticket, mergedInto: { id: null, serialNumber: null } });
  await renderScreen();
  expect(await screen.findByTestId('ticket-merged-notice')).toHaveTextContent('This ticket was merged into another ticket');
  expect(screen.queryByTestId('ticket-merged-link')).not.toBeInTheDocument();
  expect(screen.getByTestId('thread-empty')).not.toHaveTextContent('Write to our support team below.');
  expect(screen.queryByTestId('reply-editor')).not.toBeInTheDocument();
});

it('isolates what people typed (title, description, field values, sender, "Name <email>", body) for an Arabic page', async () => {
  const english = { ...ticket, title: 'Where is my order?', description: 'Ordered on Monday (order AB-123).' };
  server(() => [message('m-1', 'sent', 'Hello, it ships today!', 'agent')], undefined, english);
  await renderHub(`/hub/ticket/${TICKET_ID}`, {
    '/hub/ticket/:id': (
      <ConfigProvider direction="rtl">
        <TicketDetailsScreen />
      </ConfigProvider>
    ),
  });

  const isolated = (element: Element | null) => expect(element?.closest('[dir="auto"], bdi')).not.toBeNull();
  isolated(within(await screen.findByTestId('ticket-title')).getByText('Where is my order?'));
  isolated(within(screen.getByTestId('ticket-description')).getByText('Ordered on Monday (order AB-123).'));
  isolated(screen.getByText('Delivery'));
  isolated(screen.getByText('Order number'));
  isolated(screen.getByText('AB-123'));
  const card = within(await screen.findByTestId('message-card'));
  expect(card.getByTestId('message-sender')).toHaveAttribute('dir', 'auto');
  const from = card.getByTestId('message-from');
  expect(from).toHaveTextContent('Maya Rao <maya@example.com>');
  isolated(from);
  isolated(card.getByTestId('message-subject'));
  expect(card.getByTestId('message-body')).toHaveAttribute('dir', 'auto');
});
