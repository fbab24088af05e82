import { CATEGORY_LIST, toCategorySearch } from './category-list-query';

const parse = (search: string) => CATEGORY_LIST.parse(new URLSearchParams(search));

describe('categories list URL state', () => {
  it('round-trips a full view and falls back for malformed values', () => {
    const search = '?q=billing&active=inactive&sort=fieldCount:desc&page=3&size=50';
    expect(CATEGORY_LIST.serialise(parse(search))).toBe(search);
    expect(parse('?active=maybe&sort=ticketCount:asc&page=-2&size=7')).toEqual(CATEGORY_LIST.empty);
  });

  it('builds the search body', () => {
    expect(toCategorySearch(parse('?q=%20bill%20&active=active&sort=name:asc'))).toEqual({
      pageNumber: 1,
      pageSize: 25,
      query: 'bill',
      filters: { isActive: true },
      sort: { field: 'name', order: 'asc' },
    });
    expect(toCategorySearch(CATEGORY_LIST.empty)).toEqual({ pageNumber: 1, pageSize: 25 });
  });
});
