import { TICKET_LIST, toSearchRequest } from './list-query';

const S1 = '11111111-1111-4111-8111-111111111111';
const S2 = '22222222-2222-4222-8222-222222222222';
const C1 = '33333333-3333-4333-8333-333333333333';
const U1 = '44444444-4444-4444-8444-444444444444';
const G1 = '55555555-5555-4555-8555-555555555555';

const EMPTY = TICKET_LIST.empty;
const parse = (search: string) => TICKET_LIST.parse(new URLSearchParams(search));

describe('tickets list view', () => {
  it('reads every parameter', () => {
    expect(
      parse(`q=printer&status=${S1},${S2}&priority=High,none&category=${C1}&assignee=me,unassigned,${U1}&group=mine,${G1}&from=2026-11-01&to=2026-11-20&sla=breached&sort=updatedDate:desc&page=3&size=50`),
    ).toEqual({
      q: 'printer',
      status: [S1, S2],
      priority: ['High', 'none'],
      category: [C1],
      assignee: ['me', 'unassigned', U1],
      group: ['mine', G1],
      division: [],
      from: '2026-11-01',
      to: '2026-11-20',
      sla: 'breached',
      dueFrom: null,
      dueTo: null,
      sort: { field: 'updatedDate', order: 'desc' },
      page: 3,
      size: 50,
    });
  });

  it.each([
    ['status=not-a-uuid', { status: [] }],
    ['priority=urgent,low', { priority: ['Low'] }],
    ['assignee=bob,ME', { assignee: ['me'] }],
    ['category=1,2', { category: [] }],
    ['group=MINE,team', { group: ['mine'] }],
    ['from=2026-02-30&to=yesterday', { from: null, to: null }],
    ['from=2026-11-20&to=2026-11-01', { from: '2026-11-01', to: '2026-11-20' }],
    [`status=${S1},${S1}`, { status: [S1] }],
    ['sla=late', { sla: null }],
    ['dueFrom=2026-02-30&dueTo=today', { dueFrom: null, dueTo: null }],
    ['dueFrom=2026-11-20&dueTo=2026-11-01', { dueFrom: '2026-11-01', dueTo: '2026-11-20' }],
  ])('falls back for %s', (search, expected) => {
    expect(parse(search)).toEqual({ ...EMPTY, ...expected });
  });

  it('writes the documented shape with ids and sort readable', () => {
    expect(TICKET_LIST.serialise({ ...EMPTY, q: 'x', status: [S1], sort: { field: 'addedDate', order: 'desc' }, page: 2, size: 50 })).toBe(
      `?q=x&status=${S1}&sort=addedDate:desc&page=2&size=50`,
    );
    expect(TICKET_LIST.serialise({ ...EMPTY, q: 'a&b c', priority: ['Low', 'High'] })).toBe('?q=a%26b+c&priority=Low,High');
    const dated = { ...EMPTY, category: [C1], assignee: ['unassigned'], from: '2026-01-01', to: '2026-01-31' };
    expect(parse(TICKET_LIST.serialise(dated))).toEqual(dated);
  });

  it('sends chosen groups as ids and "My groups" as myGroups', () => {
    expect(toSearchRequest({ ...EMPTY, group: ['mine', G1] }).filters).toEqual({ userGroupIds: [G1], myGroups: true });
    expect(toSearchRequest({ ...EMPTY, group: ['mine'] }).filters).toEqual({ myGroups: true });
    expect(toSearchRequest({ ...EMPTY, group: [G1] }).filters).toEqual({ userGroupIds: [G1] });
    expect(TICKET_LIST.serialise({ ...EMPTY, group: ['mine', G1] })).toBe(`?group=mine,${G1}`);
  });

  it('builds the search body of a view, the created range as whole local days', () => {
    const request = toSearchRequest({ ...EMPTY, q: 'x', status: [S1], priority: ['none'], assignee: ['me'], from: '2026-11-01', to: '2026-11-02', sort: { field: 'priority', order: 'desc' }, page: 2 });
    expect(request).toMatchObject({
      pageNumber: 2,
      pageSize: 25,
      query: 'x',
      sort: { field: 'priority', order: 'desc' },
      filters: { statusIds: [S1], priorities: ['none'], assignees: ['me'] },
    });
    const from = new Date(request.filters!.createdFrom!);
    const to = new Date(request.filters!.createdTo!);
    expect([from.getDate(), from.getHours(), to.getDate(), to.getHours()]).toEqual([1, 0, 2, 23]);
    expect(toSearchRequest(EMPTY)).toEqual({ pageNumber: 1, pageSize: 25 });
    // The service-level filter and the "breaching soonest" order.
    expect(toSearchRequest({ ...EMPTY, sla: 'dueSoon', sort: { field: 'slaDue', order: 'asc' } })).toEqual({ pageNumber: 1, pageSize: 25, sort: { field: 'slaDue', order: 'asc' }, filters: { sla: 'dueSoon' } });
  });

  it('reads the resolution-date range and sends it as whole local days', () => {
    const view = parse(`status=${S1}&dueFrom=2026-11-26&dueTo=2026-11-26`);
    expect(view).toMatchObject({ status: [S1], dueFrom: '2026-11-26', dueTo: '2026-11-26' });
    expect(TICKET_LIST.serialise(view)).toBe(`?status=${S1}&dueFrom=2026-11-26&dueTo=2026-11-26`);
    const { dueFrom, dueTo } = toSearchRequest(view).filters!;
    const [from, to] = [new Date(dueFrom!), new Date(dueTo!)];
    expect([from.getDate(), from.getHours(), from.getMinutes(), to.getDate(), to.getHours(), to.getMinutes()]).toEqual([26, 0, 0, 26, 23, 59]);
  });
});
