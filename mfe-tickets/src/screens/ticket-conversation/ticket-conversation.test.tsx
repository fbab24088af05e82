import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TicketComment, TicketMessage } from '@switchboard/shared/contracts';
import { bodyOf, mockHttp, type MockReply, setupUser, type MockRequest } from '@switchboard/test-utils';
import { ALL_TICKET_PERMISSIONS, BEN, NOT_FOUND, lookupReply, makeTicket, renderTickets } from '../../test-support';
import { TicketConversation } from './ticket-conversation';

const TICKET = makeTicket(12, { title: 'Printer on fire' });
const BASE = `tickets/${TICKET.id}`;
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const mail = (overrides: Partial<TicketMessage['emailConfig']> = {}): TicketMessage['emailConfig'] => ({
  from: 'maya@example.com',
  fromName: 'Maya Rao',
  to: [],
  cc: [],
  subject: null,
  attachments: [],
  ...overrides,
});

const CUSTOMER_MESSAGE: TicketMessage = {
  id: 'e0000000-0000-4000-8000-000000000001',
  message: '<p>It is <strong>still</strong> smoking</p><img src="x" onerror="window.hacked=1">',
  time: ago(60),
  sentBy: 'customer',
  status: 'sent',
  user: { name: 'Maya Rao' },
  channel: 'email',
  emailConfig: mail({ attachments: [{ fileName: 'photo.png', fileType: 'image/png', fileUrl: 'https://files.example/photo.png', fileSize: 2048 }] }),
};

const OWN_DRAFT: TicketMessage = {
  id: 'e0000000-0000-4000-8000-000000000002',
  message: '<p>We are on it.</p>',
  time: ago(10),
  sentBy: 'agent',
  status: 'draft',
  user: { name: 'Ada Agent' },
  channel: 'email',
  emailConfig: mail({ from: 'support@example.com', fromName: 'Ada Agent', to: ['maya@example.com'], subject: '[#12] Re: Printer on fire' }),
  editable: true,
};

const COLLEAGUE_DRAFT: TicketMessage = { ...OWN_DRAFT, id: 'e0000000-0000-4000-8000-000000000003', user: { name: 'Ben Agent' }, editable: false, time: ago(5) };

const NOTE: TicketComment = {
  id: 'f0000000-0000-4000-8000-000000000001',
  ticketId: TICKET.id,
  text: `Asked @[Ben Agent](${BEN.id}) to look`,
  author: { id: 'agent-1', name: 'Ada Agent' },
  mentions: [{ id: BEN.id, name: BEN.name }],
  addedDate: ago(30),
  updatedDate: ago(30),
  editable: true,
  deletable: true,
};

const REPLY_PERMISSIONS = ['tickets:messages:view', 'tickets:messages:add', 'tickets:messages:edit', 'tickets:messages:delete'];
const NOTE_PERMISSIONS = ['tickets:comments:add', 'tickets:comments:edit', 'tickets:comments:delete'];
const EVERYTHING = [...ALL_TICKET_PERMISSIONS, ...REPLY_PERMISSIONS, ...NOTE_PERMISSIONS];

type Handler = (request: MockRequest) => MockReply | undefined;

function server({ messages = [CUSTOMER_MESSAGE] as TicketMessage[], notes = [NOTE] as TicketComment[], handle = (() => undefined) as Handler } = {}) {
  return mockHttp((request) => {
    const own = handle(request);
    if (own) return own;
    if (request.url === `${BASE}/messages` && request.method === 'get') return { status: 200, data: { entities: messages, totalCount: messages.length } };
    if (request.url === `${BASE}/comments` && request.method === 'get') return { status: 200, data: { entities: notes, totalCount: notes.length, pageNumber: 1, pageSize: 100 } };
    if (request.url === `${BASE}/messages` && request.method === 'post') return { status: 201, data: { ...OWN_DRAFT, id: 'e0000000-0000-4000-8000-0000000000aa' } };
    if (request.url === `${BASE}/messages` && request.method === 'put') return { status: 200, data: OWN_DRAFT };
    if (request.url?.endsWith('/send')) return { status: 200, data: { ...OWN_DRAFT, status: 'sent' } };
    if (request.url === `${BASE}/comments` && request.method === 'post') return { status: 201, data: NOTE };
    if (request.method === 'put' || request.method === 'delete') return { status: request.method === 'delete' ? 204 : 200, data: NOTE };
    return lookupReply(request.url) ?? NOT_FOUND;
  });
}

const render = (permissions: string[] = EVERYTHING) => renderTickets('/t', { '/t': <TicketConversation ticket={TICKET} /> }, permissions);
const writes = (seen: MockRequest[]) => seen.filter((r) => r.method !== 'get').map((r) => `${r.method} ${r.url}`);
/** The rich reply editor's text (a lazy chunk: it arrives after the timeline). */
const replyBody = () => screen.findByTestId('reply-body');
const textBox = (testId: string) => {
  const element = screen.getByTestId(testId);
  return (element.tagName === 'TEXTAREA' || element.tagName === 'INPUT' ? element : element.querySelector('textarea, input')) as HTMLTextAreaElement;
};

describe('TicketConversation', () => {
  // jsdom has no layout: the mentions list scrolls its active option into view.
  beforeAll(() => {
    Element.prototype.scrollIntoView ??= jest.fn();
    // ProseMirror (the reply editor) measures the layout, which jsdom does not have.
    const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect;
    Range.prototype.getBoundingClientRect = () => rect;
    Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
    document.elementFromPoint = () => null;
  });

  it('shows messages and internal notes in time order, notes marked internal, bodies sanitised', async () => {
    server({ messages: [CUSTOMER_MESSAGE, OWN_DRAFT] });
    await render();
    const items = await screen.findAllByTestId('conversation-item');
    expect(items.map((item) => item.getAttribute('data-kind'))).toEqual(['message', 'note', 'message']);
    expect(items.map((item) => item.getAttribute('data-status'))).toEqual(['sent', 'internal', 'draft']);
    expect(within(items[0]).getByText('still')).toBeInTheDocument();
    expect(within(items[0]).getByText('Customer')).toBeInTheDocument();
    expect(items[0].querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(within(items[0]).getByTestId('message-attachment')).toHaveTextContent('photo.png');
    expect(within(items[0]).getByText('2 KB')).toBeInTheDocument();
    expect(within(items[0]).getByTestId('message-print')).toBeInTheDocument();
    expect(within(items[1]).getByText('Internal note')).toBeInTheDocument();
    expect(within(items[1]).getByTestId('note-mention')).toHaveTextContent('@Ben Agent');
    expect(within(items[1]).queryByText(/\]\(/)).not.toBeInTheDocument();
    expect(within(items[2]).getByText('Draft')).toBeInTheDocument();
    expect(within(items[2]).getByText('[#12] Re: Printer on fire')).toBeInTheDocument();
  });

  it('keeps user text in its own direction: sender "Name <email>", subject, body, note author and text', async () => {
    server({ messages: [{ ...CUSTOMER_MESSAGE, emailConfig: mail({ subject: 'Re: Printer (HP) on fire!' }) }] });
    await render();
    const [message, note] = await screen.findAllByTestId('conversation-item');
    const from = within(message!).getByTestId('message-from');
    expect(from).toHaveAttribute('dir', 'auto');
    expect(from).toHaveTextContent('Maya Rao <maya@example.com>');
    // The name and the bracketed address are separate isolates; the address always reads left to right.
    expect(within(from).getByTestId('party-name').tagName).toBe('BDI');
    expect(within(from).getByTestId('party-address')).toHaveAttribute('dir', 'ltr');
    expect(within(message!).getByTestId('message-subject')).toHaveAttribute('dir', 'auto');
    expect(within(message!).getByTestId('message-sender')).toHaveAttribute('dir', 'auto');
    expect(within(message!).getByTestId('message-body')).toHaveAttribute('dir', 'auto');
    expect(within(note!).getByText('Ada Agent').closest('[dir]')).toHaveAttribute('dir', 'auto');
    expect(within(note!).getByText(/Asked/).closest('[dir]')).toHaveAttribute('dir', 'auto');
  });

  it('sends a new reply as POST draft then PUT send, toasts, resets and reloads', async () => {
    const seen = server();
    await render();
    await screen.findAllByTestId('conversation-item');
    expect(screen.getByTestId('composer')).toHaveAttribute('data-mode', 'reply');
    expect(screen.getByTestId('reply-form')).toHaveTextContent('maya@example.com');
    expect(textBox('reply-subject')).toHaveValue('Re: Printer on fire');
    // R jumps to the reply box, the same rich editor as the hub's (toolbar included).
    const body = await replyBody();
    expect(within(screen.getByTestId('composer')).getByRole('toolbar')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'r' });
    expect(body).toHaveFocus();
    const user = setupUser();
    await user.keyboard('Hello <Maya>,{Enter}Fixed.');
    const loads = seen.filter((r) => r.method === 'get' && r.url === `${BASE}/messages`).length;
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Sent successfully')).toBeInTheDocument();
    expect(writes(seen)).toEqual([`post ${BASE}/messages`, `put ${BASE}/messages/e0000000-0000-4000-8000-0000000000aa/send`]);
    expect(bodyOf(seen.find((r) => r.method === 'post')!)).toEqual({
      channel: 'email',
      message: '<p>Hello &lt;Maya&gt;,</p><p>Fixed.</p>',
      emailConfig: { to: ['maya@example.com'], cc: [], subject: 'Re: Printer on fire', attachments: [] },
    });
    await waitFor(() => expect(body).toHaveTextContent(''));
    await waitFor(() => expect(seen.filter((r) => r.method === 'get' && r.url === `${BASE}/messages`).length).toBeGreaterThan(loads));
  });

  it('refuses an empty reply or draft with a warning and sends nothing', async () => {
    const seen = server();
    await render();
    await screen.findAllByTestId('conversation-item');
    const user = setupUser();
    await user.click(await replyBody());
    await user.keyboard('   ');
    fireEvent.click(screen.getByTestId('reply-send'));
    expect(await screen.findByText('Empty message')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('reply-save-draft'));
    expect(await screen.findByText('Empty draft')).toBeInTheDocument();
    expect(writes(seen)).toEqual([]);
  });

  it('keeps the typed reply and names the failing step when the save fails', async () => {
    const seen = server({ handle: (r) => (r.method === 'post' ? { status: 500, data: { statusCode: 500, message: 'Database unavailable' } } : undefined) });
    await render();
    await screen.findAllByTestId('conversation-item');
    const user = setupUser();
    const body = await replyBody();
    await user.click(body);
    await user.keyboard('Still here');
    fireEvent.click(screen.getByTestId('reply-save-draft'));
    expect(await screen.findByText('Error saving draft')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(body).toHaveTextContent('Still here');
    expect(writes(seen)).toEqual([`post ${BASE}/messages`]);
  });

  it('posts a note with the picked mention as a token', async () => {
    const seen = server({ notes: [] });
    await render();
    await screen.findAllByTestId('conversation-item');
    fireEvent.click(screen.getByTestId('composer-note'));
    await waitFor(() => expect(screen.getByTestId('composer')).toHaveAttribute('data-mode', 'note'));
    const user = setupUser();
    const box = textBox('note-input');
    await user.click(box);
    await user.paste('Ask ');
    // Typed key by key: the mentions list opens on the `@` and searches as the name grows.
    await user.type(box, '@Be');
    const option = await screen.findByText(`${BEN.name} · ${BEN.email}`, {}, { timeout: 10_000 });
    fireEvent.click(option);
    await waitFor(() => expect(box.value).toContain('@Ben Agent'));
    await user.paste('to check');
    fireEvent.click(screen.getByTestId('note-add'));
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    const post = seen.find((r) => r.method === 'post' && r.url === `${BASE}/comments`)!;
    expect(bodyOf(post).text).toBe(`Ask @[Ben Agent](${BEN.id}) to check`);
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('hides the note mode without tickets:comments:add, the reply mode without tickets:messages:add', async () => {
    server();
    const view = await render([...ALL_TICKET_PERMISSIONS, ...REPLY_PERMISSIONS]);
    await screen.findAllByTestId('conversation-item');
    expect(screen.getByTestId('composer-reply')).toBeInTheDocument();
    expect(screen.queryByTestId('composer-note')).not.toBeInTheDocument();
    expect(screen.queryByTestId('note-add')).not.toBeInTheDocument();
    view.unmount();

    server();
    await render([...ALL_TICKET_PERMISSIONS, 'tickets:messages:view', 'tickets:comments:add']);
    await screen.findAllByTestId('conversation-item');
    expect(screen.queryByTestId('composer-reply')).not.toBeInTheDocument();
    expect(screen.queryByTestId('reply-send')).not.toBeInTheDocument();
    expect(screen.getByTestId('note-add')).toBeInTheDocument();
  });

  it('edits an own draft in the composer (PUT then send) and sends another straight from the timeline', async () => {
    const seen = server({ messages: [CUSTOMER_MESSAGE, OWN_DRAFT, COLLEAGUE_DRAFT] });
    await render();
    const items = await screen.findAllByTestId('conversation-item');
    const colleague = items.find((item) => item.getAttribute('data-message-id') === COLLEAGUE_DRAFT.id)!;
    expect(within(colleague).queryByTestId('message-edit-draft')).not.toBeInTheDocument();
    expect(within(colleague).queryByTestId('message-send-draft')).not.toBeInTheDocument();
    const own = items.find((item) => item.getAttribute('data-message-id') === OWN_DRAFT.id)!;

    const body = await replyBody();
    fireEvent.click(within(own).getByTestId('message-edit-draft'));
    await waitFor(() => expect(body).toHaveTextContent('We are on it.'));
    expect(screen.getByText('Editing your draft')).toBeInTheDocument();
    // The draft being edited belongs to the editor: its card's actions step aside meanwhile.
    expect(within(own).getByTestId('message-send-draft')).toBeDisabled();
    const user = setupUser();
    // Opened with Edit draft, the cursor already waits at the end of the text.
    await user.keyboard(' Soon.');
    fireEvent.click(screen.getByTestId('reply-send'));
    expect(await screen.findByText('Sent successfully')).toBeInTheDocument();
    expect(writes(seen)).toEqual([`put ${BASE}/messages`, `put ${BASE}/messages/${OWN_DRAFT.id}/send`]);
    expect(bodyOf(seen.find((r) => r.method === 'put')!)).toMatchObject({ id: OWN_DRAFT.id, message: '<p>We are on it. Soon.</p>' });

    fireEvent.click(within(own).getByTestId('message-send-draft'));
    await waitFor(() => expect(writes(seen)).toHaveLength(3));
    expect(writes(seen)[2]).toBe(`put ${BASE}/messages/${OWN_DRAFT.id}/send`);
  });

  it('discards a draft and deletes a note only after confirming', async () => {
    const seen = server({ messages: [OWN_DRAFT] });
    await render();
    fireEvent.click(await screen.findByTestId('message-delete-draft'));
    expect((await screen.findAllByText('Discard this draft?')).length).toBeGreaterThan(0);
    expect(writes(seen)).toEqual([]);
    fireEvent.click(screen.getByTestId('message-delete-draft-confirm'));
    expect(await screen.findByText('Draft discarded')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('note-delete'));
    expect((await screen.findAllByText('Delete this note?')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('note-delete-confirm'));
    expect(await screen.findByText('Note deleted')).toBeInTheDocument();
    expect(writes(seen)).toEqual([`delete ${BASE}/messages/${OWN_DRAFT.id}`, `delete ${BASE}/comments/${NOTE.id}`]);
  });

  it('edits an own note in place, keeping its mention', async () => {
    const seen = server();
    await render();
    fireEvent.click(await screen.findByTestId('note-edit'));
    const box = textBox('note-edit-input');
    expect(box).toHaveValue('Asked @Ben Agent to look');
    const user = setupUser();
    await user.click(box);
    await user.keyboard('{End} again');
    fireEvent.click(screen.getByTestId('note-save'));
    expect(await screen.findByText('Note saved')).toBeInTheDocument();
    const put = seen.find((r) => r.method === 'put')!;
    expect(put.url).toBe(`${BASE}/comments/${NOTE.id}`);
    expect(bodyOf(put).text).toBe(`Asked @[Ben Agent](${BEN.id}) to look again`);
  });

  it('shows the empty state, and a failed load with a retry', async () => {
    let fail = true;
    server({ messages: [], notes: [], handle: (r) => (fail && r.url === `${BASE}/comments` ? { status: 500, data: { statusCode: 500, message: 'Down' } } : undefined) });
    await render();
    expect((await screen.findAllByText('Error loading the conversation')).length).toBeGreaterThan(0);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No messages or notes yet')).toBeInTheDocument();
  });

  it('on a merged ticket, closes the composer with a notice and offers no reply; a carried description is marked', async () => {
    const carried: TicketMessage = { ...CUSTOMER_MESSAGE, id: 'e0000000-0000-4000-8000-0000000000c1', mergedFrom: { serialNumber: 9 } };
    server({ messages: [carried] });
    await renderTickets('/t', { '/t': <TicketConversation ticket={{ ...TICKET, mergedIntoId: 'a0000000-0000-4000-8000-000000000099' }} /> }, EVERYTHING);
    const [item] = await screen.findAllByTestId('conversation-item');
    expect(within(item!).getByTestId('message-merged-from')).toHaveTextContent('From merged ticket #9');
    expect(screen.getByTestId('composer-merged')).toHaveTextContent('This ticket was merged');
    expect(screen.queryByTestId('composer')).not.toBeInTheDocument();
    expect(screen.queryByTestId('message-reply')).not.toBeInTheDocument();
  });
});
