import { CUSTOMER_LIST, toCustomerSearchRequest } from './customers-query';

const parse = (search: string) => CUSTOMER_LIST.parse(new URLSearchParams(search));

describe('customers list view', () => {
  it('reads the verified filter and falls back for anything else', () => {
    expect(parse('q=%20maya%20&verified=no&sort=ticketCount:desc&page=3&size=50')).toEqual({
      q: 'maya',
      verified: 'no',
      sort: { field: 'ticketCount', order: 'desc' },
      page: 3,
      size: 50,
    });
    expect(parse('verified=maybe&sort=password:asc')).toEqual(CUSTOMER_LIST.empty);
  });

  it('keeps an email search readable and round-trips', () => {
    const view = { q: 'maya@example.com', verified: 'no' as const, sort: { field: 'name' as const, order: 'desc' as const }, page: 4, size: 50 };
    expect(CUSTOMER_LIST.serialise({ ...CUSTOMER_LIST.empty, q: 'maya@example.com' })).toBe('?q=maya@example.com');
    expect(parse(CUSTOMER_LIST.serialise(view).slice(1))).toEqual(view);
  });

  it('sends only what narrows or orders the list', () => {
    expect(toCustomerSearchRequest(CUSTOMER_LIST.empty)).toEqual({ pageNumber: 1, pageSize: 25 });
    expect(toCustomerSearchRequest({ q: 'maya', verified: 'no', sort: { field: 'ticketCount', order: 'desc' }, page: 2, size: 50 })).toEqual({
      pageNumber: 2,
      pageSize: 50,
      query: 'maya',
      filters: { verified: false },
      sort: { field: 'ticketCount', order: 'desc' },
    });
  });
});
