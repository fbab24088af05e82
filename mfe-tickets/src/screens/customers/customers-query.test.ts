import {
  EMPTY_CUSTOMERS_QUERY,
  changeCustomersQuery,
  customerColumnSortOrder,
  customersQueryString,
  customersSortFromTable,
  hasCustomerFilters,
  parseCustomersQuery,
  toCustomerSearchRequest,
} from './customers-query';

const parse = (search: string) => parseCustomersQuery(new URLSearchParams(search));

describe('parseCustomersQuery', () => {
  it('reads an empty query as the default view', () => {
    expect(parse('')).toEqual(EMPTY_CUSTOMERS_QUERY);
  });

  it('reads every parameter', () => {
    expect(parse('q=%20maya%20&verified=no&sort=ticketCount:desc&page=3&size=50')).toEqual({
      q: 'maya',
      verified: 'no',
      sort: { field: 'ticketCount', order: 'desc' },
      page: 3,
      size: 50,
    });
  });

  it.each([
    ['verified=maybe', { verified: 'all' }],
    ['sort=password:asc', { sort: null }],
    ['sort=name:sideways', { sort: null }],
    ['sort=email', { sort: { field: 'email', order: 'asc' } }],
    ['page=0', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['size=30', { size: 25 }],
    [`q=${'x'.repeat(300)}`, { q: 'x'.repeat(200) }],
  ])('falls back for %s', (search, expected) => {
    expect(parse(search)).toEqual({ ...EMPTY_CUSTOMERS_QUERY, ...expected });
  });
});

describe('customersQueryString', () => {
  it('leaves defaults out and keeps the sort readable', () => {
    expect(customersQueryString(EMPTY_CUSTOMERS_QUERY)).toBe('');
    expect(customersQueryString({ q: 'a b', verified: 'yes', sort: { field: 'addedDate', order: 'asc' }, page: 2, size: 100 })).toBe(
      '?q=a+b&verified=yes&sort=addedDate:asc&page=2&size=100',
    );
  });

  it('keeps an email search readable', () => {
    expect(customersQueryString({ ...EMPTY_CUSTOMERS_QUERY, q: 'maya@example.com' })).toBe('?q=maya@example.com');
  });

  it('round-trips through parse', () => {
    const view = { q: 'maya@example.com', verified: 'no' as const, sort: { field: 'name' as const, order: 'desc' as const }, page: 4, size: 50 };
    expect(parse(customersQueryString(view).slice(1))).toEqual(view);
  });
});

describe('changeCustomersQuery', () => {
  const onPage3 = { ...EMPTY_CUSTOMERS_QUERY, page: 3 };

  it('goes back to page 1 on a new search, filter or sort', () => {
    expect(changeCustomersQuery(onPage3, { q: 'x' })).toMatchObject({ q: 'x', page: 1 });
    expect(changeCustomersQuery(onPage3, { verified: 'yes' }).page).toBe(1);
    expect(changeCustomersQuery(onPage3, { sort: { field: 'name', order: 'asc' } }).page).toBe(1);
  });

  it('keeps the asked page when only paging, but starts over with a new page size', () => {
    expect(changeCustomersQuery(onPage3, { page: 5 }).page).toBe(5);
    expect(changeCustomersQuery(onPage3, { page: 3, size: 25 }).page).toBe(3);
    expect(changeCustomersQuery(onPage3, { page: 3, size: 100 })).toMatchObject({ page: 1, size: 100 });
  });
});

describe('toCustomerSearchRequest', () => {
  it('sends only what narrows or orders the list', () => {
    expect(toCustomerSearchRequest(EMPTY_CUSTOMERS_QUERY)).toEqual({ pageNumber: 1, pageSize: 25 });
    expect(toCustomerSearchRequest({ q: 'maya', verified: 'no', sort: { field: 'ticketCount', order: 'desc' }, page: 2, size: 50 })).toEqual({
      pageNumber: 2,
      pageSize: 50,
      query: 'maya',
      filters: { verified: false },
      sort: { field: 'ticketCount', order: 'desc' },
    });
    expect(toCustomerSearchRequest({ ...EMPTY_CUSTOMERS_QUERY, verified: 'yes' }).filters).toEqual({ verified: true });
  });

  it('says when filters narrow the list', () => {
    expect(hasCustomerFilters(EMPTY_CUSTOMERS_QUERY)).toBe(false);
    expect(hasCustomerFilters({ ...EMPTY_CUSTOMERS_QUERY, sort: { field: 'name', order: 'asc' }, page: 2 })).toBe(false);
    expect(hasCustomerFilters({ ...EMPTY_CUSTOMERS_QUERY, verified: 'no' })).toBe(true);
    expect(hasCustomerFilters({ ...EMPTY_CUSTOMERS_QUERY, q: 'x' })).toBe(true);
  });
});

describe('table sort', () => {
  it('maps the view to column orders and a header click back to the view', () => {
    const view = { ...EMPTY_CUSTOMERS_QUERY, sort: { field: 'name' as const, order: 'desc' as const } };
    expect(customerColumnSortOrder(view, 'name')).toBe('descend');
    expect(customerColumnSortOrder(view, 'email')).toBeNull();
    expect(customersSortFromTable('email', 'ascend')).toEqual({ field: 'email', order: 'asc' });
    expect(customersSortFromTable('email', null)).toBeNull();
    expect(customersSortFromTable('phone', 'ascend')).toBeNull();
  });
});
