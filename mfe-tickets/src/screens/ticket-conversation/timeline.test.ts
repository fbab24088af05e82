import type { TicketComment, TicketMessage } from '@switchboard/shared/contracts';
import { fetchLatest } from '../../api/conversation-api';
import { initials, mergeTimeline } from './timeline';

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

describe('initials', () => {
  it('takes two words', () => {
    expect(initials('maya  rao lee')).toBe('MR');
    expect(initials('')).toBe('?');
  });
});

describe('fetchLatest', () => {
  const pages = (total: number, size: number) => (page: number) =>
    Promise.resolve({ entities: Array.from({ length: Math.max(0, Math.min(size, total - (page - 1) * size)) }, (_, i) => (page - 1) * size + i), totalCount: total });

  it('keeps one page when everything fits', async () => {
    const fetchPage = jest.fn(pages(3, 100));
    expect(await fetchLatest(fetchPage, 100)).toEqual({ entities: [0, 1, 2], totalCount: 3 });
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('takes the newest page-size entities from the last two pages', async () => {
    const fetchPage = jest.fn(pages(250, 100));
    const result = await fetchLatest(fetchPage, 100);
    expect(result.totalCount).toBe(250);
    expect(result.entities).toHaveLength(100);
    expect(result.entities[0]).toBe(150);
    expect(result.entities[99]).toBe(249);
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);
  });
});
