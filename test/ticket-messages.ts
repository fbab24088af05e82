import type { TicketMessage } from '@switchboard/shared/contracts';

/** A sent e-mail from the customer Maya Rao; `overrides` and `emailConfig` change any part of it. */
export function sampleTicketMessage(overrides: Partial<TicketMessage> = {}, emailConfig: Partial<TicketMessage['emailConfig']> = {}): TicketMessage {
  return {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    message: '<p>Where is my parcel?</p>',
    time: '2026-11-20T10:00:00.000Z',
    sentBy: 'customer',
    status: 'sent',
    user: { name: 'Maya Rao' },
    channel: 'email',
    emailConfig: { from: 'maya@example.com', fromName: 'Maya Rao', to: [], cc: [], subject: null, attachments: [], ...emailConfig },
    ...overrides,
  };
}
