import dayjs from 'dayjs';
import type { ClientTicket, HubStage } from '@switchboard/shared/contracts';
import { clientTicket } from '../../test-support';
import { filterTickets, filtersFromSearch, filtersToSearch, hasActiveFilters, NO_FILTERS, type TicketFilters } from './ticket-filters';

/** A ticket named `id` created at `created`, a local time written `YYYY-MM-DDTHH:mm:ss`. */
const ticket = (id: string, created: string, kind: HubStage = 'open') => clientTicket(1, kind, created, null, { id });

const ids = (tickets: ClientTicket[]) => tickets.map((one) => one.id);
const day = (value: string) => dayjs(value);

describe('filterTickets by status', () => {
  const tickets = [ticket('t1', '2026-11-01T10:00:00', 'open'), ticket('t2', '2026-11-02T10:00:00', 'in_progress'), ticket('t3', '2026-11-03T10:00:00', 'closed')];

  it('keeps every ticket for All', () => {
    expect(ids(filterTickets(tickets, NO_FILTERS))).toEqual(['t1', 't2', 't3']);
  });

  it.each([
    ['open', ['t1']],
    ['in_progress', ['t2']],
    ['closed', ['t3']],
  ] as const)('keeps only %s tickets, by status kind whatever the status is called', (status, expected) => {
    expect(ids(filterTickets(tickets, { status, range: null }))).toEqual(expected);
  });

  it('keeps the server order', () => {
    const reversed = [...tickets].reverse();
    expect(ids(filterTickets(reversed, NO_FILTERS))).toEqual(['t3', 't2', 't1']);
  });
});

describe('filterTickets by created date', () => {
  const tickets = [
    ticket('before', '2026-11-09T23:59:59'),
    ticket('startMidnight', '2026-11-10T00:00:00'),
    ticket('middle', '2026-11-12T13:30:00'),
    ticket('endMidnight', '2026-11-15T00:00:00'),
    ticket('endLastSecond', '2026-11-15T23:59:59'),
    ticket('after', '2026-11-16T00:00:00'),
  ];
  const range = (from: string, to: string): TicketFilters => ({ status: 'all', range: [day(from), day(to)] });

  it('includes whole days at both ends: 00:00 of the first day to 23:59:59 of the last', () => {
    expect(ids(filterTickets(tickets, range('2026-11-10', '2026-11-15')))).toEqual(['startMidnight', 'middle', 'endMidnight', 'endLastSecond']);
  });

  it('ignores the time of day the picker carries', () => {
    expect(ids(filterTickets(tickets, range('2026-11-10T18:00:00', '2026-11-15T06:00:00')))).toEqual([
      'startMidnight',
      'middle',
      'endMidnight',
      'endLastSecond',
    ]);
  });

  it('a one-day range keeps that whole day', () => {
    expect(ids(filterTickets(tickets, range('2026-11-15', '2026-11-15')))).toEqual(['endMidnight', 'endLastSecond']);
  });

  it('a reversed range reads the same as the ordered one', () => {
    expect(ids(filterTickets(tickets, range('2026-11-15', '2026-11-10')))).toEqual(ids(filterTickets(tickets, range('2026-11-10', '2026-11-15'))));
  });

  it.each([
    ['only a start', [day('2026-11-12'), null]],
    ['only an end', [null, day('2026-11-12')]],
    ['no ends', [null, null]],
    ['no range', null],
    ['an invalid day', [dayjs('not a date'), day('2026-11-12')]],
  ] as const)('does not filter with %s', (_case, partial) => {
    expect(filterTickets(tickets, { status: 'all', range: partial })).toHaveLength(tickets.length);
  });

  it('combines with the status filter', () => {
    const mixed = [ticket('a', '2026-11-12T09:00:00', 'open'), ticket('b', '2026-11-12T10:00:00', 'closed'), ticket('c', '2026-12-01T10:00:00', 'closed')];
    expect(ids(filterTickets(mixed, { status: 'closed', range: [day('2026-11-01'), day('2026-11-30')] }))).toEqual(['b']);
  });
});

describe('hasActiveFilters', () => {
  it('is false for All without a full range', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ status: 'all', range: [day('2026-11-01'), null] })).toBe(false);
  });

  it('is true for a status or a full range', () => {
    expect(hasActiveFilters({ status: 'open', range: null })).toBe(true);
    expect(hasActiveFilters({ status: 'all', range: [day('2026-11-01'), day('2026-11-02')] })).toBe(true);
  });
});

describe('filters in the URL', () => {
  it('reads status and both days', () => {
    const filters = filtersFromSearch(new URLSearchParams('status=in_progress&from=2026-11-01&to=2026-11-20'));
    expect(filters.status).toBe('in_progress');
    expect(filters.range?.[0]?.format('YYYY-MM-DD')).toBe('2026-11-01');
    expect(filters.range?.[1]?.format('YYYY-MM-DD')).toBe('2026-11-20');
  });

  it.each([
    ['nothing', ''],
    ['an unknown status', 'status=pending'],
    ['half a range', 'from=2026-11-01'],
    ['a day that does not exist', 'from=2026-02-31&to=2026-03-02'],
    ['a malformed day', 'from=1/11/2026&to=2026-11-20'],
  ])('falls back to no filter for %s', (_case, search) => {
    const filters = filtersFromSearch(new URLSearchParams(search));
    expect(hasActiveFilters(filters)).toBe(false);
    expect(filters.status).toBe('all');
  });

  it('writes only what narrows the list, keeping other parameters', () => {
    const written = filtersToSearch({ status: 'closed', range: [day('2026-11-20T15:00:00'), day('2026-11-01')] }, new URLSearchParams('tab=x&status=open'));
    expect(written.toString()).toBe('tab=x&status=closed&from=2026-11-01&to=2026-11-20');
    expect(filtersToSearch(NO_FILTERS, written).toString()).toBe('tab=x');
    expect(filtersToSearch({ status: 'all', range: [day('2026-11-01'), null] }).toString()).toBe('');
  });

  it('reads back what it wrote', () => {
    const filters: TicketFilters = { status: 'open', range: [day('2026-01-05'), day('2026-01-07')] };
    const again = filtersFromSearch(filtersToSearch(filters));
    expect(filtersToSearch(again).toString()).toBe(filtersToSearch(filters).toString());
  });
});
