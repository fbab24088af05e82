import type { TicketComment, TicketMessage } from '@switchboard/shared/contracts';

export type TimelineItem = { kind: 'message'; id: string; at: string; message: TicketMessage } | { kind: 'note'; id: string; at: string; note: TicketComment };

/** Messages and internal notes in one list, oldest first (ties: the message first, as it usually prompted the note). */
export function mergeTimeline(messages: readonly TicketMessage[], notes: readonly TicketComment[]): TimelineItem[] {
  const items: TimelineItem[] = [
    ...messages.map((message) => ({ kind: 'message' as const, id: message.id, at: message.time, message })),
    ...notes.map((note) => ({ kind: 'note' as const, id: note.id, at: note.addedDate, note })),
  ];
  const order = (item: TimelineItem) => (item.kind === 'message' ? 0 : 1);
  // Array.prototype.sort is stable: each source keeps its server order on equal times.
  return items.sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || order(a) - order(b));
}
