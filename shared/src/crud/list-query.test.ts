import { defineListQuery, listOf, oneOf, optional } from './list-query';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const list = defineListQuery({
  sortFields: ['name', 'createdDate'] as const,
  filters: {
    state: oneOf(['all', 'open', 'closed'] as const, 'all'),
    tag: listOf((part) => (/^[a-z]+$/.test(part) ? part : null), 3),
    from: optional((raw) => DAY.test(raw)),
  },
});
const parse = (search: string) => list.parse(new URLSearchParams(search));

describe('defineListQuery', () => {
  it('reads an empty query as the default view and writes it as no query at all', () => {
    expect(parse('')).toEqual({ q: '', sort: null, page: 1, size: 25, state: 'all', tag: [], from: null });
    expect(list.serialise(list.empty)).toBe('');
  });

  it('round-trips a full view, leaving `:` readable', () => {
    const search = '?q=printer&state=open&tag=a%2Cb&from=2026-01-31&sort=createdDate:desc&page=3&size=50';
    expect(list.serialise(parse(search))).toBe(search);
  });

  it('falls back per parameter when a value is malformed', () => {
    expect(parse('state=maybe&tag=a,B,a,c,d,e&from=yesterday&sort=email:asc&page=-2&size=7')).toEqual({ ...list.empty, tag: ['a', 'c', 'd'] });
    expect(parse(`q=${'x'.repeat(300)}`).q).toHaveLength(200);
  });

  it('goes back to page 1 on anything but paging, and on a new page size', () => {
    const onPage3 = { ...list.empty, page: 3 };
    expect(list.update(onPage3, { q: 'x' }).page).toBe(1);
    expect(list.update(onPage3, { state: 'open' }).page).toBe(1);
    expect(list.update(onPage3, { page: 5 }).page).toBe(5);
    expect(list.update(onPage3, { page: 3, size: 25 }).page).toBe(3);
    expect(list.update(onPage3, { page: 3, size: 100 })).toMatchObject({ page: 1, size: 100 });
  });

  it('says when filters narrow the list and clears them keeping sort and size', () => {
    const sorted = { ...list.empty, sort: { field: 'name' as const, order: 'asc' as const }, size: 50, page: 2 };
    expect(list.hasFilters(sorted)).toBe(false);
    expect(list.hasFilters({ ...sorted, tag: ['a'] })).toBe(true);
    expect(list.clearFilters({ ...sorted, q: 'x', state: 'open' })).toEqual({ ...list.empty, sort: sorted.sort, size: 50 });
  });

  it('builds the paging part of a search body and maps antd sorting both ways', () => {
    expect(list.toSearchPaging({ ...list.empty, q: ' a ', sort: { field: 'name', order: 'desc' } })).toEqual({
      pageNumber: 1,
      pageSize: 25,
      query: 'a',
      sort: { field: 'name', order: 'desc' },
    });
    expect(list.columnSortOrder({ ...list.empty, sort: { field: 'name', order: 'desc' } }, 'name')).toBe('descend');
    expect(list.sortFromTable('createdDate', 'ascend')).toEqual({ field: 'createdDate', order: 'asc' });
    expect(list.sortFromTable('email', 'ascend')).toBeNull();
    expect(list.sortFromTable('name', null)).toBeNull();
  });
});
