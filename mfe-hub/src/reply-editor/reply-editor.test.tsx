import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TicketMessage } from '@switchboard/shared/contracts';
import { bodyOf, mockHttp, type MockRequest } from '@switchboard/test-utils';
import { renderHub, signInTestCustomer } from '../test-support';
import { ReplyEditor, type ReplyEditorProps } from './reply-editor';

// ProseMirror measures the layout, which jsdom does not have.
beforeAll(() => {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect;
  Range.prototype.getBoundingClientRect = () => rect;
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  document.elementFromPoint = () => null;
});

beforeEach(() => {
  localStorage.clear();
  signInTestCustomer();
});

const ticket = { id: 't1', serialNumber: 12, title: 'Printer jam' };

function draftMessage(overrides: Partial<TicketMessage> = {}): TicketMessage {
  return {
    id: 'd1',
    message: '<p>Still broken</p>',
    time: '2026-01-01T00:00:00.000Z',
    sentBy: 'customer',
    status: 'draft',
    user: { name: 'Maya Rao' },
    channel: 'email',
    emailConfig: {
      from: 'maya@example.com',
      fromName: 'Maya Rao',
      to: [],
      cc: [],
      subject: 'Re: Printer jam',
      attachments: [{ fileName: 'invoice.pdf', fileType: 'application/pdf', fileUrl: 'https://files.test/1/content', fileSize: 2048 }],
    },
    ...overrides,
  };
}

const route = (request: MockRequest) => `${request.method?.toUpperCase()} ${request.url}`;

async function renderEditor(props: Partial<ReplyEditorProps> = {}) {
  const onDone = jest.fn();
  await renderHub('/hub/ticket/t1', { '/hub/ticket/:id': <ReplyEditor ticket={ticket} onDone={onDone} {...props} /> });
  const content = await screen.findByTestId('reply-editor-content');
  return { onDone, content };
}

it('saves typed text as a new draft, says so, resets and reports it', async () => {
  const seen = mockHttp(() => ({ status: 201, data: draftMessage({ id: 'new-1', message: '<p>My printer</p>' }) }));
  const { onDone, content } = await renderEditor();

  await userEvent.click(content);
  await userEvent.keyboard('My printer');
  await userEvent.click(screen.getByTestId('reply-save-draft'));

  expect(await screen.findByText('Draft saved')).toBeInTheDocument();
  expect(seen.map(route)).toEqual(['POST tickets/t1/messages']);
  expect(bodyOf(seen[0]!)).toEqual({ channel: 'email', message: '<p>My printer</p>', emailConfig: { to: [], subject: 'Printer jam', attachments: [] } });
  expect(seen[0]!.headers.get('Idempotency-Key')).toEqual(expect.any(String));
  expect(onDone).toHaveBeenCalledWith('saved');
  await waitFor(() => expect(content).not.toHaveTextContent('My printer'));
});

it('warns "Empty message" when sending nothing, and asks before Cancel throws away text', async () => {
  const seen = mockHttp(() => ({ status: 500 }));
  const onCancel = jest.fn();
  const { onDone, content } = await renderEditor({ onCancel });

  await userEvent.click(screen.getByTestId('reply-send'));

  expect(await screen.findByText('Empty message')).toBeInTheDocument();
  expect(seen).toHaveLength(0);
  expect(onDone).not.toHaveBeenCalled();

  await userEvent.click(screen.getByTestId('reply-cancel'));
  expect(onCancel).toHaveBeenCalledTimes(1);

  await userEvent.click(content);
  await userEvent.keyboard('Half a thought');
  await userEvent.click(screen.getByTestId('reply-cancel'));
  expect(onCancel).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('dialog')).toHaveTextContent('Discard this reply?');
  await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
  expect(content).toHaveTextContent('Half a thought');
});

it('opens a draft with its text and attachments and sends it unchanged with one call', async () => {
  const seen = mockHttp(() => ({ status: 200, data: draftMessage({ status: 'sent' }) }));
  const { onDone, content } = await renderEditor({ draft: draftMessage() });

  expect(content).toHaveTextContent('Still broken');
  const attachment = screen.getByTestId('reply-attachment');
  expect(within(attachment).getByText('invoice.pdf')).toBeInTheDocument();
  expect(within(attachment).getByText('2 KB')).toBeInTheDocument();
  expect(screen.getByText('Subject: Re: Printer jam')).toBeInTheDocument();
  // Opening a draft is not an edit Undo could take back.
  expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();

  await userEvent.click(screen.getByTestId('reply-send'));

  expect(await screen.findByText('Sent successfully')).toBeInTheDocument();
  expect(seen.map(route)).toEqual(['PUT tickets/t1/messages/d1/send']);
  expect(onDone).toHaveBeenCalledWith('sent');
});

/** A server that signs the upload of file `id` named `fileName`, takes the upload and saves the reply as `new-1`. */
function uploadServer(id: string, fileName: string) {
  const file = `https://api.test/v1/files/${id}`;
  return mockHttp((request) => {
    if (request.url === 'files/signedurl') return { status: 200, data: { url: `${file}?sig`, downloadUrl: file, downloadUrlWithToken: `${file}/content?sig`, fileName } };
    if (request.method === 'post') return { status: 201, data: draftMessage({ id: 'new-1' }) };
    return { status: 200, data: {} };
  });
}

it('uploads an attached file, lists it with its size and sends it with the reply', async () => {
  const seen = uploadServer('f1', 'notes.txt');
  const { content } = await renderEditor({
    replyTo: draftMessage({ id: 'm0', status: 'sent', sentBy: 'agent', emailConfig: { ...draftMessage().emailConfig, fromName: 'Sam (Support)', subject: '[#12] Printer jam' } }),
  });
  expect(screen.getByText('Reply to Sam (Support)')).toBeInTheDocument();

  const tooLarge = new File(['x'], 'huge.zip', { type: 'application/zip' });
  Object.defineProperty(tooLarge, 'size', { value: 11 * 1024 * 1024 });
  const input = screen.getByTestId('reply-editor').querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, [tooLarge, new File(['hello world'], 'notes.txt', { type: 'text/plain' })]);

  expect(await screen.findByText('huge.zip is larger than 10 MB.')).toBeInTheDocument();
  const attachment = await screen.findByTestId('reply-attachment');
  expect(within(attachment).getByText('notes.txt')).toBeInTheDocument();
  expect(await within(attachment).findByText('11 Bytes')).toBeInTheDocument();

  await userEvent.click(content);
  await userEvent.keyboard('See the file');
  await userEvent.click(screen.getByTestId('reply-send'));

  expect(await screen.findByText('Sent successfully')).toBeInTheDocument();
  expect(seen.map(route)).toEqual(['GET files/signedurl', 'PUT https://api.test/v1/files/f1?sig', 'POST tickets/t1/messages', 'PUT tickets/t1/messages/new-1/send']);
  expect(bodyOf(seen[2]!)).toMatchObject({
    message: '<p>See the file</p>',
    emailConfig: { subject: 'Re: [#12] Printer jam', attachments: [{ fileName: 'notes.txt', fileType: 'text/plain', fileUrl: 'https://api.test/v1/files/f1/content?sig', fileSize: 11 }] },
  });
});

it('keeps the text when sending fails and sends the saved draft on retry without filing another', async () => {
  let sendFails = true;
  const seen = mockHttp((request) => {
    if (request.method === 'post') return { status: 201, data: draftMessage({ id: 'new-1' }) };
    if (sendFails) return { status: 502, data: { statusCode: 502, message: 'Mail server unavailable' } };
    return { status: 200, data: draftMessage({ id: 'new-1', status: 'sent' }) };
  });
  const { onDone, content } = await renderEditor();

  await userEvent.click(content);
  await userEvent.keyboard('Please call me');
  await userEvent.keyboard('{Control>}{Enter}{/Control}');

  expect(await screen.findByText('Error sending message')).toBeInTheDocument();
  expect(screen.getByText('Mail server unavailable')).toBeInTheDocument();
  expect(content).toHaveTextContent('Please call me');
  expect(onDone).not.toHaveBeenCalled();

  sendFails = false;
  await userEvent.click(screen.getByTestId('reply-send'));

  expect(await screen.findByText('Sent successfully')).toBeInTheDocument();
  expect(seen.map(route)).toEqual(['POST tickets/t1/messages', 'PUT tickets/t1/messages/new-1/send', 'PUT tickets/t1/messages/new-1/send']);
  expect(onDone).toHaveBeenCalledWith('sent');
});

// The link prompt itself (refusing what is not an address) is tested with the shared editor.
it('saves a linked text as a safe link in the draft', async () => {
  const seen = mockHttp(() => ({ status: 201, data: draftMessage({ id: 'new-1' }) }));
  const { content } = await renderEditor();

  await userEvent.click(content);
  await userEvent.keyboard('our site');
  await userEvent.keyboard('{Control>}a{/Control}');
  await userEvent.click(screen.getByRole('button', { name: 'Link' }));
  await userEvent.type(await screen.findByRole('textbox', { name: 'Link address' }), 'example.com{Enter}');
  await waitFor(() => expect(within(content).getByText('our site').closest('a')).toHaveAttribute('href', 'https://example.com'));

  await userEvent.click(screen.getByTestId('reply-save-draft'));
  expect(await screen.findByText('Draft saved')).toBeInTheDocument();
  expect(bodyOf(seen[0]!).message).toBe('<p><a target="_blank" rel="noopener noreferrer" href="https://example.com">our site</a></p>');
});

it('shows a pasted screenshot at once and uploads it on save, sending its link instead of the base64', async () => {
  const seen = uploadServer('i1', 'pasted-image-1.png');
  const { content } = await renderEditor();

  await userEvent.click(content);
  await userEvent.keyboard('Error shown:');
  const screenshot = new File(['hello'], 'image.png', { type: 'image/png' });
  fireEvent.paste(content, { clipboardData: { files: [screenshot], types: ['Files'], getData: () => '' } });

  await waitFor(() => expect(content.querySelector('img')).toHaveAttribute('src', 'data:image/png;base64,aGVsbG8='));
  expect(seen).toHaveLength(0);

  await userEvent.click(screen.getByTestId('reply-save-draft'));

  expect(await screen.findByText('Draft saved')).toBeInTheDocument();
  expect(seen.map(route)).toEqual(['GET files/signedurl', 'PUT https://api.test/v1/files/i1?sig', 'POST tickets/t1/messages']);
  expect(seen[0]!.params).toMatchObject({ fileType: 'image/png', folder: 'inline-attachments' });
  const sent = String(bodyOf(seen[2]!).message);
  expect(sent).toContain('<p>Error shown:</p>');
  expect(sent).toContain('src="https://api.test/v1/files/i1/content?sig"');
  expect(sent).not.toContain('base64');
});
