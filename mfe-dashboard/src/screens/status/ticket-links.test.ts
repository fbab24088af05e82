import { CATEGORY, DIVISION, GROUP, NEW_STATUS, OPEN_STATUS, PENDING_STATUS, sampleStatus } from '../../test-support/fixtures';
import { NO_STATUS_FILTERS } from './status-query';
import { tileLink, ticketsListUrl } from './ticket-links';

const OPEN = `${NEW_STATUS},${OPEN_STATUS},${PENDING_STATUS}`;
const dashboard = sampleStatus();

// The tickets list reads these with its own rules (comma lists, `YYYY-MM-DD` days, `,` and `:` left readable);
// remotes never import each other, so the exact strings the list's own tests parse are pinned here.
describe('links to the tickets list', () => {
  it.each([
    ['open', `/tickets/list?status=${OPEN}`],
    ['openNew', `/tickets/list?status=${NEW_STATUS}`],
    ['openOpen', `/tickets/list?status=${OPEN_STATUS}`],
    ['waitingOnCustomer', `/tickets/list?status=${PENDING_STATUS}`],
    ['unassigned', `/tickets/list?status=${OPEN}&assignee=unassigned`],
    ['dueToday', `/tickets/list?status=${OPEN}&dueFrom=2026-11-26&dueTo=2026-11-26`],
    ['breached', `/tickets/list?status=${OPEN}&sla=breached`],
    ['dueSoon', `/tickets/list?status=${OPEN}&sla=dueSoon`],
    ['newToday', '/tickets/list?from=2026-11-26&to=2026-11-26'],
  ] as const)('the %s tile opens %s', (key, url) => {
    expect(ticketsListUrl(NO_STATUS_FILTERS, tileLink(key, dashboard))).toBe(url);
  });

  it("keeps the dashboard's division, group, category and My groups, in the list's parameter order", () => {
    const filters = { division: DIVISION, group: GROUP, category: CATEGORY, mine: true };
    expect(ticketsListUrl(filters, tileLink('breached', dashboard))).toBe(
      `/tickets/list?status=${OPEN}&category=${CATEGORY}&group=${GROUP},mine&division=${DIVISION}&sla=breached`,
    );
  });

  it('reads back with the URL rules the list uses (comma lists, plain days)', () => {
    const url = new URL(ticketsListUrl({ ...NO_STATUS_FILTERS, mine: true }, tileLink('dueToday', dashboard)), 'https://x.test');
    expect(url.searchParams.get('status')?.split(',')).toEqual([NEW_STATUS, OPEN_STATUS, PENDING_STATUS]);
    expect(url.searchParams.get('group')).toBe('mine');
    expect([url.searchParams.get('dueFrom'), url.searchParams.get('dueTo')]).toEqual(['2026-11-26', '2026-11-26']);
  });
});
