import type { ClientTicket } from '@switchboard/shared/contracts';
import { hasMorePages, mergeTicketPages, pageNumbers } from './ticket-pages';

const ticket = (id: string) => ({ id }) as ClientTicket;

it('joins pages in order and keeps each ticket once', () => {
  const merged = mergeTicketPages([ticket('a'), ticket('b')], [ticket('b'), ticket('c')], []);
  expect(merged.map((one) => one.id)).toEqual(['a', 'b', 'c']);
});

it.each([
  [1, 10, 0, false],
  [1, 10, 10, false],
  [1, 10, 11, true],
  [2, 10, 20, false],
  [2, 10, 25, true],
])('%d page(s) of %d out of %d: more = %s', (pages, size, total, expected) => {
  expect(hasMorePages(pages, size, total)).toBe(expected);
});

it('lists the pages to reload, at least the first', () => {
  expect(pageNumbers(0)).toEqual([1]);
  expect(pageNumbers(3)).toEqual([1, 2, 3]);
});
