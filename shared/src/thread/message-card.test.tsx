import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setEnv, type EnvConfig } from '@switchboard/shared/client';
import type { TicketMessage } from '@switchboard/shared/contracts';
import { initI18n, loadAntdLocale, setLanguage } from '@switchboard/shared/i18n';
import { AppProviders } from '@switchboard/shared/ui';
import { sampleTicketMessage } from '@switchboard/test-utils';
import { MessageCard, type MessageCardProps } from './message-card';

const TICKET = { id: '0b9c6a7e-3f2d-4c1b-9a8e-7d6c5b4a3f21', title: 'Parcel never arrived' };
const NOW = Date.parse('2026-11-20T12:00:00.000Z');

const message = sampleTicketMessage;

async function renderCards(messages: TicketMessage[], props: Partial<MessageCardProps> = {}) {
  const handlers = { onEditDraft: jest.fn(), onReply: jest.fn(), onSendDraft: jest.fn() };
  render(
    <AppProviders>
      {messages.map((item) => (
        <MessageCard key={item.id} ticketTitle={TICKET.title} message={item} now={NOW} {...handlers} {...props} />
      ))}
    </AppProviders>,
  );
  return handlers;
}

const cardOf = (id: string) => screen.getAllByTestId('message-card').find((card) => card.getAttribute('data-message-id') === id)!;

beforeAll(() => initI18n());
beforeEach(async () => {
  localStorage.clear();
  await setLanguage('en-us');
  setEnv({ supportEmailDomain: 'help.example.com' } as EnvConfig);
});
afterEach(() => setEnv(null));

it('marks drafts and sent messages and offers the actions of each', async () => {
  const draft = message({ id: 'draft-1', status: 'draft' });
  const sent = message({ id: 'sent-1', sentBy: 'agent', user: { name: 'Sam Support' } });
  const handlers = await renderCards([draft, sent]);

  const draftCard = cardOf('draft-1');
  expect(draftCard).toHaveAttribute('data-status', 'draft');
  expect(within(draftCard).getByText('Draft')).toBeInTheDocument();
  expect(within(draftCard).getByText('MR')).toBeInTheDocument();
  expect(within(draftCard).getByText('2 hours ago')).toBeInTheDocument();
  expect(within(draftCard).queryByTestId('message-reply')).not.toBeInTheDocument();
  await userEvent.click(within(draftCard).getByRole('button', { name: /Edit Draft/ }));
  expect(handlers.onEditDraft).toHaveBeenCalledWith(draft);
  expect(within(draftCard).getByTestId('message-send-draft')).toHaveTextContent('Send Draft');

  const sentCard = cardOf('sent-1');
  expect(sentCard).toHaveAttribute('data-status', 'sent');
  expect(within(sentCard).getByText('Sent')).toBeInTheDocument();
  expect(within(sentCard).getByText('SS')).toBeInTheDocument();
  expect(within(sentCard).queryByTestId('message-edit-draft')).not.toBeInTheDocument();
  expect(within(sentCard).queryByTestId('message-send-draft')).not.toBeInTheDocument();
  await userEvent.click(within(sentCard).getByRole('button', { name: /Reply/ }));
  expect(handlers.onReply).toHaveBeenCalledWith(sent);
});

it('shows the e-mail header with the support address and the ticket title as fallbacks', async () => {
  await renderCards([
    message({ id: 'plain' }),
    message({ id: 'full' }, { to: [{ name: 'Support', email: 'team@example.com' }], cc: ['boss@example.com'], subject: '[#12] Parcel never arrived' }),
  ]);
  const plain = cardOf('plain');
  expect(within(plain).getByTestId('message-from')).toHaveTextContent('Maya Rao <maya@example.com>');
  expect(within(plain).getByTestId('message-to')).toHaveTextContent('support@help.example.com');
  expect(within(plain).getByTestId('message-subject')).toHaveTextContent('Parcel never arrived');
  expect(within(plain).queryByText('Cc')).not.toBeInTheDocument();

  const full = cardOf('full');
  expect(within(full).getByTestId('message-to')).toHaveTextContent('Support <team@example.com>');
  expect(within(full).getByTestId('message-cc')).toHaveTextContent('boss@example.com');
  expect(within(full).getByTestId('message-subject')).toHaveTextContent('[#12] Parcel never arrived');
});

it('isolates names and addresses in the header so brackets and punctuation stay put in Arabic', async () => {
  await renderCards([message({ id: 'mixed' }, { to: [{ name: 'فريق الدعم', email: 'team@example.com' }, 'boss@example.com'] })]);
  const card = cardOf('mixed');
  const from = within(card).getByTestId('message-from');
  expect(from).toHaveAttribute('dir', 'auto');
  expect(within(from).getByTestId('party-name').tagName).toBe('BDI');
  expect(within(from).getByTestId('party-name')).toHaveTextContent('Maya Rao');
  // The address keeps its brackets in one left-to-right run.
  expect(within(from).getByTestId('party-address')).toHaveAttribute('dir', 'ltr');
  expect(within(from).getByTestId('party-address')).toHaveTextContent('<maya@example.com>');
  const to = within(card).getByTestId('message-to');
  expect(to).toHaveTextContent('فريق الدعم <team@example.com>, boss@example.com');
  expect(within(to).getAllByTestId('party-address').map((part) => [part.tagName, part.getAttribute('dir'), part.textContent])).toEqual([
    ['BDI', 'ltr', '<team@example.com>'],
    ['BDI', 'ltr', 'boss@example.com'],
  ]);
  expect(within(card).getByTestId('message-sender')).toHaveAttribute('dir', 'auto');
  expect(within(card).getByTestId('message-body')).toHaveAttribute('dir', 'auto');
});

it('collapses the quoted earlier message behind a toggle', async () => {
  await renderCards([
    message({ message: '<p>Thanks, received.</p><p>On 19 Nov 2026, 09:00, Sam Support wrote:</p><blockquote><p>It ships today.</p></blockquote>' }),
  ]);
  expect(screen.getByTestId('message-body')).toHaveTextContent('Thanks, received.');
  expect(screen.queryByText('It ships today.')).not.toBeInTheDocument();

  const toggle = screen.getByTestId('message-quoted-toggle');
  expect(toggle).toHaveTextContent('Show previous message');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(screen.getByText('It ships today.')).toBeInTheDocument();
  expect(toggle).toHaveTextContent('Hide previous message');
  await userEvent.click(toggle);
  expect(screen.queryByText('It ships today.')).not.toBeInTheDocument();
});

it('lists attachments with their size and a download link opening in a new tab', async () => {
  await renderCards([
    message({}, {
      attachments: [
        { fileName: 'invoice.pdf', fileType: 'application/pdf', fileUrl: 'https://files.example.com/invoice.pdf', fileSize: 2048 },
        { fileName: 'bad.txt', fileType: 'text/plain', fileUrl: 'javascript:alert(1)', fileSize: 10 },
      ],
    }),
  ]);
  const [invoice, bad] = screen.getAllByTestId('message-attachment');
  expect(invoice).toHaveTextContent('invoice.pdf');
  expect(invoice).toHaveAttribute('href', 'https://files.example.com/invoice.pdf');
  expect(invoice).toHaveAttribute('target', '_blank');
  expect(invoice).toHaveAttribute('rel', 'noopener noreferrer');
  expect(invoice).toHaveAttribute('download', 'invoice.pdf');
  expect(screen.getByText('2 KB')).toBeInTheDocument();
  expect(bad).not.toHaveAttribute('href');
});

it('never renders a script or an event handler from the message HTML', async () => {
  await renderCards([message({ message: '<p>Hello<script>window.hacked = true</script><img src="x" onerror="window.hacked = true"></p>' })]);
  const body = screen.getByTestId('message-body');
  expect(body).toHaveTextContent('Hello');
  expect(body.querySelector('script')).toBeNull();
  expect(body.querySelector('[onerror]')).toBeNull();
  expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
});

it('holds external images back until the reader asks, from the keyboard too', async () => {
  const own = '/api/v1/files/0b6f5c1e-8a4b-4c52-9d47-3f1e2a6b7c8d/content?expires=1&signature=s';
  await renderCards([message({ id: 'with-images', message: `<p>Look</p><img src="https://tracker.example.com/open.gif?id=7" alt="tracker"><img src="${own.replace('&', '&amp;')}" alt="ours">` })]);
  const card = cardOf('with-images');
  const body = within(card).getByTestId('message-body');
  const tracker = body.querySelector('img[alt="tracker"]')!;
  expect(tracker.getAttribute('src')).toBeNull();
  expect(tracker.getAttribute('data-src')).toBe('https://tracker.example.com/open.gif?id=7');
  expect(body.querySelector('img[alt="ours"]')!.getAttribute('src')).toBe(own);
  expect(within(card).getByTestId('message-external-images')).toHaveTextContent('External images in this message are hidden');

  const show = within(card).getByRole('button', { name: 'Show images' });
  await userEvent.tab();
  while (document.activeElement !== show && document.activeElement !== document.body) await userEvent.tab();
  expect(show).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(within(card).queryByTestId('message-external-images')).not.toBeInTheDocument());
  expect(within(card).getByTestId('message-body').querySelector('img[alt="tracker"]')!.getAttribute('src')).toBe('https://tracker.example.com/open.gif?id=7');
});

it('shows no notice for a message whose images are all ours', async () => {
  await renderCards([message({ id: 'own-only', message: '<p>Screenshot</p><img src="/api/v1/files/0b6f5c1e-8a4b-4c52-9d47-3f1e2a6b7c8d" alt="ours">' })]);
  expect(within(cardOf('own-only')).queryByTestId('message-external-images')).not.toBeInTheDocument();
});

it('keeps Send Draft spinning until the host has sent, and steps aside while the draft is in the editor', async () => {
  let finish: () => void = () => undefined;
  const draft = message({ status: 'draft' });
  const handlers = await renderCards([draft], { onSendDraft: jest.fn(() => new Promise<void>((resolve) => (finish = resolve))) });
  await userEvent.click(screen.getByTestId('message-send-draft'));
  await waitFor(() => expect(screen.getByTestId('message-edit-draft')).toBeDisabled());
  act(() => finish());
  await waitFor(() => expect(screen.getByTestId('message-edit-draft')).toBeEnabled());
  expect(handlers.onEditDraft).not.toHaveBeenCalled();
});

it('greys out the draft actions while that draft is open in the editor', async () => {
  await renderCards([message({ status: 'draft' })], { openInEditor: true });
  expect(screen.getByTestId('message-edit-draft')).toBeDisabled();
  expect(screen.getByTestId('message-send-draft')).toBeDisabled();
});

it('offers Discard Draft only when the host allows it, and names the customer in the agent view', async () => {
  const onDiscardDraft = jest.fn();
  const draft = message({ status: 'draft', sentBy: 'agent', user: { name: 'Sam Support' } });
  await renderCards([draft, message({ id: 'from-customer' })], { onDiscardDraft, labelCustomer: true, onEditDraft: undefined, onSendDraft: undefined });
  expect(screen.queryByTestId('message-edit-draft')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /Discard Draft/ }));
  expect(onDiscardDraft).toHaveBeenCalledWith(draft);
  expect(within(cardOf(draft.id)).getByTestId('message-role')).toHaveTextContent('Support team');
  expect(within(cardOf('from-customer')).getByTestId('message-role')).toHaveTextContent('Customer');
});

it('lays out right to left in Arabic, translated', async () => {
  await setLanguage('ar-ae');
  await loadAntdLocale('ar-ae');
  await renderCards([message({ status: 'draft' })]);
  expect(screen.getByTestId('message-status')).toHaveTextContent('مسودة');
  expect(screen.getByTestId('message-card')).toHaveClass('ant-card-rtl');
});

it('prints the message alone through a print-only copy', async () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  await renderCards([message({}, { attachments: [{ fileName: 'photo.png', fileType: 'image/png', fileUrl: 'https://files.example.com/p.png', fileSize: 100 }] })]);
  await userEvent.click(screen.getByTestId('message-print'));
  await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  const copy = screen.getByTestId('message-print-copy');
  expect(copy.parentElement).toBe(document.body);
  expect(copy).toHaveTextContent('Where is my parcel?');
  expect(copy).toHaveTextContent('photo.png');
  expect(copy).toHaveTextContent('support@help.example.com');
  act(() => {
    window.dispatchEvent(new Event('afterprint'));
  });
  await waitFor(() => expect(screen.queryByTestId('message-print-copy')).not.toBeInTheDocument());
  print.mockRestore();
});
