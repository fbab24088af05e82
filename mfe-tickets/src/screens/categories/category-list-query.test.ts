import { EMPTY_CATEGORY_QUERY, categoryQueryString, categorySortFromTable, parseCategoryQuery, toCategorySearch, updateCategoryQuery } from './category-list-query';

const parse = (search: string) => parseCategoryQuery(new URLSearchParams(search));

describe('categories list URL state', () => {
  it('round-trips a full view', () => {
    const search = '?q=billing&active=inactive&sort=fieldCount:desc&page=3&size=50';
    expect(categoryQueryString(parse(search))).toBe(search);
  });

  it('falls back to defaults for malformed values', () => {
    expect(parse('?active=maybe&sort=ticketCount:asc&page=-2&size=7')).toEqual(EMPTY_CATEGORY_QUERY);
    expect(categoryQueryString(EMPTY_CATEGORY_QUERY)).toBe('');
  });

  it('goes back to page 1 on anything but paging', () => {
    const onPage3 = { ...EMPTY_CATEGORY_QUERY, page: 3 };
    expect(updateCategoryQuery(onPage3, { q: 'x' }).page).toBe(1);
    expect(updateCategoryQuery(onPage3, { size: 50 }).page).toBe(3);
  });

  it('builds the search body', () => {
    expect(toCategorySearch(parse('?q=%20bill%20&active=active&sort=name:asc'))).toEqual({
      pageNumber: 1,
      pageSize: 25,
      query: 'bill',
      filters: { isActive: true },
      sort: { field: 'name', order: 'asc' },
    });
    expect(toCategorySearch(EMPTY_CATEGORY_QUERY)).toEqual({ pageNumber: 1, pageSize: 25 });
  });

  it('reads table sort clicks', () => {
    expect(categorySortFromTable('updatedDate', 'descend')).toEqual({ field: 'updatedDate', order: 'desc' });
    expect(categorySortFromTable('updatedDate', null)).toBeNull();
    expect(categorySortFromTable('ticketCount', 'ascend')).toBeNull();
  });
});
