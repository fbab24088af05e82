import {
  EMPTY_QUERY,
  clearFilters,
  columnSortOrder,
  hasFilters,
  listQueryString,
  parseListQuery,
  serialiseListQuery,
  sortFromTable,
  toSearchRequest,
  updateQuery,
  type ListQuery,
} from './list-query';

const S1 = '11111111-1111-4111-8111-111111111111';
const S2 = '22222222-2222-4222-8222-222222222222';
const C1 = '33333333-3333-4333-8333-333333333333';
const U1 = '44444444-4444-4444-8444-444444444444';

const parse = (search: string) => parseListQuery(new URLSearchParams(search));

describe('parseListQuery', () => {
  it('reads an empty query as the default view', () => {
    expect(parse('')).toEqual(EMPTY_QUERY);
  });

  it('reads every parameter', () => {
    expect(
      parse(`q=printer&status=${S1},${S2}&priority=High,none&category=${C1}&assignee=me,unassigned,${U1}&from=2026-11-01&to=2026-11-20&sort=updatedDate:desc&page=3&size=50`),
    ).toEqual({
      q: 'printer',
      status: [S1, S2],
      priority: ['High', 'none'],
      category: [C1],
      assignee: ['me', 'unassigned', U1],
      from: '2026-11-01',
      to: '2026-11-20',
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
    ['from=2026-02-30&to=yesterday', { from: null, to: null }],
    ['from=2026-11-20&to=2026-11-01', { from: '2026-11-01', to: '2026-11-20' }],
    ['sort=password:asc', { sort: null }],
    ['sort=title:sideways', { sort: null }],
    ['sort=title', { sort: { field: 'title', order: 'asc' } }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['size=30', { size: 25 }],
    ['size=1000', { size: 25 }],
    [`status=${S1},${S1}`, { status: [S1] }],
  ])('falls back for %s', (search, expected) => {
    expect(parse(search)).toEqual({ ...EMPTY_QUERY, ...expected });
  });
});

describe('serialiseListQuery', () => {
  it('leaves defaults out', () => {
    expect(serialiseListQuery(EMPTY_QUERY).toString()).toBe('');
  });

  it.each<Partial<ListQuery>>([
    { q: 'wifi down' },
    { status: [S1, S2], priority: ['Critical', 'none'] },
    { category: [C1], assignee: ['unassigned'] },
    { from: '2026-01-01', to: '2026-01-31' },
    { sort: { field: 'serialNumber', order: 'asc' }, page: 4, size: 100 },
  ])('round-trips %j', (change) => {
    const query = { ...EMPTY_QUERY, ...change };
    expect(parseListQuery(serialiseListQuery(query))).toEqual(query);
  });

  it('writes the documented shape', () => {
    const query: ListQuery = { ...EMPTY_QUERY, q: 'x', status: [S1], sort: { field: 'addedDate', order: 'desc' }, page: 2, size: 50 };
    expect(listQueryString(query)).toBe(`?q=x&status=${S1}&sort=addedDate:desc&page=2&size=50`);
    expect(listQueryString({ ...EMPTY_QUERY, q: 'a&b c', priority: ['Low', 'High'] })).toBe('?q=a%26b+c&priority=Low,High');
    expect(listQueryString(EMPTY_QUERY)).toBe('');
  });
});

describe('view changes', () => {
  it('goes back to page 1 when a filter changes, not when paging', () => {
    const onPage3 = { ...EMPTY_QUERY, page: 3 };
    expect(updateQuery(onPage3, { priority: ['High'] }).page).toBe(1);
    expect(updateQuery(onPage3, { page: 4 }).page).toBe(4);
    expect(updateQuery(onPage3, { size: 50 }).page).toBe(1);
  });

  it('clears filters but keeps sort and page size', () => {
    const query: ListQuery = { ...EMPTY_QUERY, q: 'x', assignee: ['me'], sort: { field: 'title', order: 'asc' }, size: 100, page: 2 };
    expect(hasFilters(query)).toBe(true);
    const cleared = clearFilters(query);
    expect(hasFilters(cleared)).toBe(false);
    expect(cleared).toEqual({ ...EMPTY_QUERY, sort: { field: 'title', order: 'asc' }, size: 100 });
  });
});

describe('search request and sort mapping', () => {
  it('builds the search body of a view', () => {
    const request = toSearchRequest({ ...EMPTY_QUERY, q: 'x', status: [S1], priority: ['none'], assignee: ['me'], from: '2026-11-01', to: '2026-11-02', sort: { field: 'priority', order: 'desc' }, page: 2 });
    expect(request).toMatchObject({
      pageNumber: 2,
      pageSize: 25,
      query: 'x',
      sort: { field: 'priority', order: 'desc' },
      filters: { statusIds: [S1], priorities: ['none'], assignees: ['me'] },
    });
    const from = new Date(request.filters!.createdFrom!);
    const to = new Date(request.filters!.createdTo!);
    expect(from.getDate()).toBe(1);
    expect(from.getHours()).toBe(0);
    expect(to.getDate()).toBe(2);
    expect(to.getHours()).toBe(23);
  });

  it('sends no filters for the plain view', () => {
    expect(toSearchRequest(EMPTY_QUERY)).toEqual({ pageNumber: 1, pageSize: 25 });
  });

  it('maps antd sort orders both ways', () => {
    expect(sortFromTable('updatedDate', 'descend')).toEqual({ field: 'updatedDate', order: 'desc' });
    expect(sortFromTable('title', 'ascend')).toEqual({ field: 'title', order: 'asc' });
    expect(sortFromTable('title', null)).toBeNull();
    expect(sortFromTable('secret', 'ascend')).toBeNull();
    const query = { ...EMPTY_QUERY, sort: { field: 'title' as const, order: 'asc' as const } };
    expect(columnSortOrder(query, 'title')).toBe('ascend');
    expect(columnSortOrder(query, 'priority')).toBeNull();
  });
});
