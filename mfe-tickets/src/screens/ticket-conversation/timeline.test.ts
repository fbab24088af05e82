import type { TicketComment, TicketMessage } from '@switchboard/shared/contracts';
import { mergeTimeline } from './timeline';

const message = (id: string, time: string) => ({ id, time }) as TicketMessage;
const note = (id: string, addedDate: string) => ({ id, addedDate }) as TicketComment;

describe('mergeTimeline', () => {
  it('orders messages and notes by time, oldest first, a message before a note of the same moment', () => {
    const items = mergeTimeline(
      [message('m1', '2026-11-20T10:00:00Z'), message('m2', '2026-11-20T12:00:00Z')],
      [note('n1', '2026-11-20T11:00:00Z'), note('n2', '2026-11-20T12:00:00Z'), note('n0', '2026-11-20T09:00:00Z')],
    );
    expect(items.map((item) => `${item.kind}:${item.id}`)).toEqual(['note:n0', 'message:m1', 'note:n1', 'message:m2', 'note:n2']);
  });
});
