import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CustomerSearchRequest } from '@switchboard/shared/contracts';
import { bodiesSentTo, bodyOf, currentLocation, mockHttp, type MockReply, type MockRequest, searchPageReply, setupUser } from '@switchboard/test-utils';
import { NOT_FOUND, renderListScreen } from '../../test-support';
import { CustomersListScreen } from './customers-list-screen';
import { ALL_CUSTOMER_PERMISSIONS, makeCustomer } from './test-customers';

const MAYA = makeCustomer(1, { name: 'Maya Rao', email: 'maya@example.com', phone: '+91 98765 43210', ticketCount: 5, openTicketCount: 2, lastTicketDate: '2026-11-20T10:00:00.000Z' });
const OMAR = makeCustomer(2, { name: 'Omar Haddad', verified: false, hasPassword: false });

const page = (entities = [MAYA, OMAR], totalCount = entities.length) => searchPageReply(entities, totalCount);

function server(onSearch: (body: CustomerSearchRequest) => MockReply | Promise<MockReply> = () => page()) {
  return mockHttp((request) => (request.url === 'customers/search' ? onSearch(bodyOf<CustomerSearchRequest>(request)) : NOT_FOUND));
}

const searches = (seen: MockRequest[]) => bodiesSentTo<CustomerSearchRequest>(seen, 'customers/search');

const render = (path?: string, permissions = ALL_CUSTOMER_PERMISSIONS) => renderListScreen('customers', <CustomersListScreen />, path, permissions);

describe('CustomersListScreen', () => {
  it('shows a skeleton, then the rows of the view in the URL, and opens a customer on click', async () => {
    let answer: (reply: MockReply) => void = () => {};
    const seen = server(() => new Promise<MockReply>((resolve) => (answer = resolve)));
    await render('/customers/list?verified=no&sort=ticketCount:desc&page=2&size=50');
    expect(await screen.findByTestId('customers-skeleton')).toBeInTheDocument();
    await waitFor(() => expect(searches(seen)).toEqual([{ pageNumber: 2, pageSize: 50, filters: { verified: false }, sort: { field: 'ticketCount', order: 'desc' } }]));
    act(() => answer(page([MAYA, OMAR], 80)));

    const rows = await screen.findAllByTestId('customer-row');
    expect(rows.map((row) => row.getAttribute('data-customer-id'))).toEqual([MAYA.id, OMAR.id]);
    expect(within(rows[0]).getByText('Maya Rao')).toBeInTheDocument();
    expect(within(rows[0]).getByText('+91 98765 43210')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Verified')).toBeInTheDocument();
    expect(within(rows[0]).getByText('2')).toBeInTheDocument();
    expect(within(rows[0]).getByText('/ 5')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Not verified')).toBeInTheDocument();
    expect(within(rows[1]).getByText('No password yet')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Never')).toBeInTheDocument();
    expect(screen.getByText('Total: 80')).toBeInTheDocument();

    fireEvent.click(within(rows[1]).getByText('Not verified'));
    await waitFor(() => expect(currentLocation()).toBe(`/customers/details/${OMAR.id}`));
  });

  it('writes the debounced search, the verified filter and the sort to the URL', async () => {
    const seen = server();
    await render('/customers/list?page=3');
    await screen.findAllByTestId('customer-row');
    const user = setupUser();
    await user.click(screen.getByTestId('customers-search'));
    await user.paste('maya');
    await user.type(screen.getByTestId('customers-search'), '@');
    await waitFor(() => expect(currentLocation()).toBe('/customers/list?q=maya@'));
    await waitFor(() => expect(searches(seen).at(-1)).toEqual({ pageNumber: 1, pageSize: 25, query: 'maya@' }));
    // The first load plus one search for the settled text, not one per keystroke.
    expect(searches(seen)).toHaveLength(2);

    fireEvent.change(screen.getByRole('combobox', { name: 'Verification' }), { target: { value: 'yes' } });
    await waitFor(() => expect(currentLocation()).toBe('/customers/list?q=maya@&verified=yes'));

    // The sticky header renders the header row twice; either copy sorts.
    fireEvent.click(within(within(screen.getByTestId('customers-table')).getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    await waitFor(() => expect(currentLocation()).toBe('/customers/list?q=maya@&verified=yes&sort=name:asc'));
    await waitFor(() => expect(searches(seen).at(-1)).toEqual({ pageNumber: 1, pageSize: 25, query: 'maya@', filters: { verified: true }, sort: { field: 'name', order: 'asc' } }));
  });

  it('tells "no customers yet" from "nothing matches", offers New customer only to who may add, and clears filters', async () => {
    server(() => page([]));
    const viewer = await render('/customers/list', ['tickets:customers:view']);
    expect(await screen.findByText('No customers yet')).toBeInTheDocument();
    expect(screen.queryByTestId('customers-new')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('customers-table')).queryByRole('button', { name: 'New customer' })).not.toBeInTheDocument();
    viewer.unmount();

    const adder = await render();
    expect(await screen.findByTestId('customers-new')).toBeInTheDocument();
    fireEvent.click(within(await screen.findByTestId('customers-table')).getByRole('button', { name: 'New customer' }));
    await waitFor(() => expect(currentLocation()).toBe('/customers/details'));
    adder.unmount();

    await render('/customers/list?q=zzz&verified=no&sort=email:desc');
    expect(await screen.findByText('No customers match these filters')).toBeInTheDocument();
    expect(screen.getByTestId('customers-search')).toHaveValue('zzz');
    fireEvent.click(screen.getByTestId('customers-clear-filters'));
    await waitFor(() => expect(currentLocation()).toBe('/customers/list?sort=email:desc'));
    expect(screen.getByTestId('customers-search')).toHaveValue('');
  });
});
