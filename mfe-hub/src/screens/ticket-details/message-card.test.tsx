import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TicketMessage } from '@switchboard/shared/contracts';
import { mockHttp, sampleTicketMessage } from '@switchboard/test-utils';
import { renderHub, startEachTestSignedIn } from '../../test-support';
import { MessageCard, type MessageCardProps } from './message-card';

const TICKET = { id: '0b9c6a7e-3f2d-4c1b-9a8e-7d6c5b4a3f21', title: 'Parcel never arrived' };
const NOW = Date.parse('2026-11-20T12:00:00.000Z');

const message = sampleTicketMessage;

async function renderCards(messages: TicketMessage[], props: Partial<MessageCardProps> = {}) {
  const handlers = { onEditDraft: jest.fn(), onReply: jest.fn(), onSent: jest.fn() };
  await renderHub('/card', {
    '/card': (
      <>
        {messages.map((item) => (
          <MessageCard key={item.id} ticket={TICKET} message={item} now={NOW} {...handlers} {...props} />
        ))}
      </>
    ),
  });
  return handlers;
}

startEachTestSignedIn();

it('sends a draft, toasts success and tells the thread; a failure toasts the error', async () => {
  let fail = false;
  const seen = mockHttp(() => (fail ? { status: 500, data: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Boom' } } : { status: 200, data: message({ status: 'sent' }) }));
  const draft = message({ status: 'draft' });
  const handlers = await renderCards([draft]);

  await userEvent.click(screen.getByTestId('message-send-draft'));
  expect(await screen.findByText('Sent successfully')).toBeInTheDocument();
  expect(seen[0]!.method).toBe('put');
  expect(seen[0]!.url).toBe(`tickets/${TICKET.id}/messages/${draft.id}/send`);
  expect(handlers.onSent).toHaveBeenCalledWith(draft);

  fail = true;
  await userEvent.click(screen.getByTestId('message-send-draft'));
  expect(await screen.findByText('Error sending message')).toBeInTheDocument();
  expect(handlers.onSent).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.getByTestId('message-send-draft')).toBeEnabled());
});

it('offers Reply on the support team\'s messages only, and marks a message carried over from a merged ticket', async () => {
  const handlers = await renderCards([
    message({ id: 'agent-1', sentBy: 'agent', status: 'sent' }),
    message({ id: 'own-1', sentBy: 'customer', status: 'sent', mergedFrom: { serialNumber: 7 } }),
  ]);
  const [agentCard, ownCard] = screen.getAllByTestId('message-card');
  expect(within(agentCard!).getByTestId('message-reply')).toBeInTheDocument();
  expect(within(ownCard!).queryByTestId('message-reply')).not.toBeInTheDocument();
  expect(within(ownCard!).getByTestId('message-merged-from')).toHaveTextContent('From merged ticket #7');
  expect(within(agentCard!).queryByTestId('message-merged-from')).not.toBeInTheDocument();
  await userEvent.click(within(agentCard!).getByTestId('message-reply'));
  expect(handlers.onReply).toHaveBeenCalledTimes(1);
});
