import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bodyOf, type MockHandler, mockHttp, type MockReply, setupUser } from '@switchboard/test-utils';
import { CLOSED, NOT_FOUND, OPEN, renderTickets } from '../../test-support';
import { CustomerDetailsScreen } from './customer-details-screen';
import { ALL_CUSTOMER_PERMISSIONS, makeCustomer, makeCustomerTicket } from './test-customers';

const MAYA = makeCustomer(1, { name: 'Maya Rao', email: 'maya@example.com', phone: '+91 98765 43210', verified: false, hasPassword: false, ticketCount: 2, openTicketCount: 1 });
const TICKETS = [makeCustomerTicket(12, { title: 'Printer on fire', status: OPEN }), makeCustomerTicket(13, { priority: null, status: CLOSED })];

function server(overrides: MockHandler = () => NOT_FOUND) {
  return mockHttp(async (request) => {
    const own = await overrides(request);
    if (own !== NOT_FOUND) return own;
    if (request.method === 'get' && request.url === `customers/${MAYA.id}`) return { status: 200, data: MAYA };
    if (request.method === 'get' && request.url === `customers/${MAYA.id}/tickets`) return { status: 200, data: { entities: TICKETS, totalCount: 2, pageNumber: 1, pageSize: 25 } };
    return NOT_FOUND;
  });
}

const render = (id = MAYA.id, permissions = ALL_CUSTOMER_PERMISSIONS) =>
  renderTickets(
    `/customers/details/${id}`,
    { '/customers/details/:id': <CustomerDetailsScreen />, '/customers/list': <p>list page</p>, '/tickets/details/:id': <p>ticket page</p>, '/tickets/details': <p>new ticket page</p> },
    permissions,
  );

const location = () => screen.getByTestId('location').textContent ?? '';
const conflict = (field: string, message: string): MockReply => ({ status: 409, data: { statusCode: 409, code: 'CONFLICT', message: 'Conflict', details: [{ field, message }] } });

describe('CustomerDetailsScreen', () => {
  it('shows who the customer is and their tickets, each row opening the ticket', async () => {
    const seen = server();
    await render();
    const header = await screen.findByTestId('customer-header');
    expect(within(header).getByTestId('page-title')).toHaveTextContent('Maya Rao');
    expect(within(header).getByTestId('customer-email-link')).toHaveAttribute('href', 'mailto:maya@example.com');
    expect(within(header).getByText('+91 98765 43210')).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(header).getByText('Not verified')).toBeInTheDocument();
    expect(within(header).getByText('No password yet')).toBeInTheDocument();

    const rows = await within(await screen.findByTestId('customer-tickets')).findAllByTestId('customer-ticket-row');
    expect(rows.map((row) => row.getAttribute('data-ticket-id'))).toEqual(TICKETS.map((ticket) => ticket.id));
    expect(within(rows[0]).getByText('#12')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Printer on fire')).toHaveAttribute('href', `/tickets/details/${TICKETS[0].id}`);
    expect(within(rows[1]).getByText('Closed')).toBeInTheDocument();
    expect(within(rows[1]).getByText('—')).toBeInTheDocument();
    expect(seen.find((request) => request.url === `customers/${MAYA.id}/tickets`)?.params).toEqual({ pageNumber: 1, pageSize: 25 });

    fireEvent.click(within(rows[1]).getByText('#13'));
    await waitFor(() => expect(location()).toBe(`/tickets/details/${TICKETS[1].id}`));
  });

  it('hides edit, delete, the tickets and new ticket without the permissions; with them, starts a ticket for this customer', async () => {
    const seen = server();
    const viewer = await render(MAYA.id, ['tickets:customers:view']);
    expect(await screen.findByTestId('customer-header')).toBeInTheDocument();
    expect(screen.queryByTestId('customer-edit')).not.toBeInTheDocument();
    expect(screen.queryByTestId('customer-delete')).not.toBeInTheDocument();
    expect(screen.queryByTestId('customer-tickets')).not.toBeInTheDocument();
    expect(screen.queryByTestId('customer-new-ticket')).not.toBeInTheDocument();
    expect(seen.some((request) => request.url?.endsWith('/tickets'))).toBe(false);
    viewer.unmount();

    await render();
    fireEvent.click(await screen.findByTestId('customer-new-ticket'));
    await waitFor(() => expect(location()).toBe(`/tickets/details?customerId=${MAYA.id}`));
  });

  it('saves an edit with PUT, shows a taken email on its field and keeps the input', async () => {
    const user = setupUser();
    let reply: MockReply = conflict('/email', 'is already used by another customer');
    const seen = server((request) => (request.method === 'put' ? reply : NOT_FOUND));
    await render();
    fireEvent.click(await screen.findByTestId('customer-edit'));
    const email = screen.getByTestId('customer-email');
    expect(email).toHaveValue('maya@example.com');
    await user.clear(email);
    await user.click(email);
    await user.paste('omar@example.com');
    await user.clear(screen.getByTestId('customer-phone'));
    fireEvent.click(screen.getByTestId('customer-save'));
    expect(await screen.findByText('Another customer already uses this email')).toBeInTheDocument();
    expect(screen.getByTestId('customer-email')).toHaveValue('omar@example.com');
    const puts = () => seen.filter((request) => request.method === 'put');
    expect(puts().map((request) => [request.url, bodyOf(request)])).toEqual([[`customers/${MAYA.id}`, { name: 'Maya Rao', email: 'omar@example.com', phone: null }]]);

    reply = { status: 200, data: { ...MAYA, email: 'maya.rao@example.com', phone: null } };
    await user.clear(screen.getByTestId('customer-email'));
    await user.click(screen.getByTestId('customer-email'));
    await user.paste('maya.rao@example.com');
    fireEvent.click(screen.getByTestId('customer-save'));
    expect(await screen.findByText('Customer saved')).toBeInTheDocument();
    expect(await screen.findByTestId('customer-email-link')).toHaveTextContent('maya.rao@example.com');
    expect(screen.queryByTestId('customer-save')).not.toBeInTheDocument();
  });

  it('asks before deleting, says clearly when the customer has tickets, and deletes once they have none', async () => {
    let reply = conflict('/id', 'has 2 tickets; customers with tickets cannot be deleted');
    const seen = server((request) => (request.method === 'delete' ? reply : NOT_FOUND));
    await render();
    fireEvent.click(await screen.findByTestId('customer-delete'));
    expect((await screen.findAllByText('Delete Maya Rao?')).length).toBeGreaterThan(0);
    expect(seen.filter((request) => request.method === 'delete')).toHaveLength(0);
    fireEvent.click(await screen.findByTestId('customer-delete-confirm'));
    expect(await screen.findByTestId('customer-delete-blocked')).toHaveTextContent('This customer has tickets and cannot be deleted');
    expect(seen.filter((request) => request.method === 'delete').map((request) => request.url)).toEqual([`customers/${MAYA.id}`]);
    expect(location()).toBe(`/customers/details/${MAYA.id}`);

    // Their tickets were moved elsewhere meanwhile: the next attempt goes through.
    reply = { status: 204 };
    fireEvent.click(screen.getByTestId('customer-delete'));
    await waitFor(() => expect(screen.getAllByTestId('customer-delete-confirm').length).toBeGreaterThan(0));
    fireEvent.click(screen.getAllByTestId('customer-delete-confirm').at(-1)!);
    await waitFor(() => expect(location()).toBe('/customers/list'));
    expect(await screen.findByText('Customer Maya Rao deleted')).toBeInTheDocument();
  });

  it('says "Customer not found" for an unknown id', async () => {
    server();
    await render('c0000000-0000-4000-8000-000000000404');
    expect(await screen.findByText('Customer not found')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to customers' }));
    await waitFor(() => expect(location()).toBe('/customers/list'));
  });
});
