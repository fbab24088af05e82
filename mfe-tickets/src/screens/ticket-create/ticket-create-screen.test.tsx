import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bodyOf, chooseOption, enterText, mockHttp, type MockReply, setupUser, type MockRequest } from '@switchboard/test-utils';
import { ALL_TICKET_PERMISSIONS, BILLING, MAYA, NIGHT_SHIFT, NORTH_DIVISION, NOT_FOUND, lookupReply, makeTicket, renderTickets } from '../../test-support';
import { TicketCreateScreen } from './ticket-create-screen';

const CREATED = makeTicket(42);
const BILLING_DETAILS = {
  ...BILLING,
  description: null,
  fields: [{ id: 'f-invoice', key: 'invoice', name: 'Invoice number', type: 'text', placeholder: null, isRequired: true, options: [], valueField: null, defaultValue: null }],
};

function server(onCreate: (request: MockRequest) => MockReply = () => ({ status: 201, data: CREATED })) {
  return mockHttp((request) => {
    if (request.method === 'post' && request.url === 'tickets') return onCreate(request);
    if (request.url === 'customers/search') return { status: 200, data: { entities: [MAYA], totalCount: 1 } };
    if (request.url === `categories/${BILLING.id}/form`) return { status: 200, data: BILLING_DETAILS };
    return lookupReply(request.url) ?? NOT_FOUND;
  });
}

const creates = (seen: MockRequest[]) => seen.filter((request) => request.method === 'post' && request.url === 'tickets');

const MAY_ADD_CUSTOMERS = [...ALL_TICKET_PERMISSIONS, 'tickets:customers:add'];

const render = (permissions: readonly string[] = MAY_ADD_CUSTOMERS) =>
  renderTickets(
    '/tickets/details',
    { '/tickets/details': <TicketCreateScreen />, '/tickets/details/:id': <p>details page</p>, '/tickets/list': <p>list page</p> },
    permissions,
  );

describe('TicketCreateScreen', () => {
  it('refuses an empty form inline and sends nothing', async () => {
    const seen = server();
    await render();
    expect(await screen.findByTestId('ticket-create-form')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('ticket-create-submit'));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Customer is required')).toBeInTheDocument();
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(creates(seen)).toHaveLength(0);

    // Leaving with typed input asks first; the answer "Discard" leaves.
    await enterText(setupUser(), screen.getByTestId('ticket-create-title'), 'Half a thought');
    fireEvent.click(screen.getByTestId('ticket-create-cancel'));
    expect((await screen.findAllByText('Discard this ticket?')).length).toBeGreaterThan(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/tickets/details');
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tickets/list'));
  });

  it('files a ticket for an existing customer with its category fields and an idempotency key, then opens it', async () => {
    const user = setupUser();
    const seen = server();
    await render();
    await chooseOption('ticket-create-customer', `${MAYA.name} <${MAYA.email}>`);
    await enterText(user, screen.getByTestId('ticket-create-title'), ' Invoice wrong ');
    await enterText(user, screen.getByTestId('ticket-create-description'), 'Charged twice.');
    await chooseOption('ticket-create-category', BILLING.name);
    const invoice = await screen.findByTestId('ticket-create-field-invoice');
    await enterText(user, within(invoice).getByRole('textbox'), 'INV-7');
    await chooseOption('ticket-create-priority', 'High');
    await chooseOption('ticket-create-group', NIGHT_SHIFT.name);
    await chooseOption('ticket-create-division', NORTH_DIVISION.name);
    fireEvent.click(screen.getByTestId('ticket-create-submit'));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/tickets/details/${CREATED.id}`));
    const [request] = creates(seen);
    expect(bodyOf(request)).toEqual({
      customerId: MAYA.id,
      title: 'Invoice wrong',
      description: 'Charged twice.',
      priority: 'High',
      categoryId: BILLING.id,
      fields: [{ id: 'f-invoice', value: 'INV-7' }],
      userGroupId: NIGHT_SHIFT.id,
      divisionId: NORTH_DIVISION.id,
    });
    expect(request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Ticket #42 created')).toBeInTheDocument();
  });

  it('puts server validation on the fields, keeps the input, and retries the same body with the same key', async () => {
    const user = setupUser();
    let reply: MockReply = {
      status: 400,
      data: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Invalid', details: [{ field: '/customer/email', message: 'already belongs to another customer' }] },
    };
    const seen = server(() => reply);
    await render();
    fireEvent.click(within(screen.getByTestId('ticket-create-customer')).getByText('New customer'));
    await enterText(user, await screen.findByTestId('ticket-create-customer-name'), 'Noor');
    await enterText(user, screen.getByTestId('ticket-create-customer-email'), 'noor@example.com');
    await enterText(user, screen.getByTestId('ticket-create-title'), 'Cannot log in');
    await enterText(user, screen.getByTestId('ticket-create-description'), 'Since Monday.');
    fireEvent.click(screen.getByTestId('ticket-create-submit'));

    expect(await screen.findByText('Email: already belongs to another customer')).toBeInTheDocument();
    expect(await screen.findByText('Some fields are not valid')).toBeInTheDocument();
    expect(screen.getByTestId('ticket-create-title')).toHaveValue('Cannot log in');
    expect(bodyOf(creates(seen)[0])).toMatchObject({ customer: { name: 'Noor', email: 'noor@example.com' } });

    reply = { status: 201, data: CREATED };
    await waitFor(() => expect(screen.getByTestId('ticket-create-submit')).not.toBeDisabled());
    fireEvent.click(screen.getByTestId('ticket-create-submit'));
    await waitFor(() => expect(creates(seen)).toHaveLength(2));
    expect(creates(seen)[1].headers.get('Idempotency-Key')).toBe(creates(seen)[0].headers.get('Idempotency-Key'));
  });

  it('offers only existing customers to an agent who may not add customers (the server would refuse a new one)', async () => {
    server();
    await render(ALL_TICKET_PERMISSIONS);
    const picker = await screen.findByTestId('ticket-create-customer');
    expect(within(picker).queryByText('New customer')).not.toBeInTheDocument();
    expect(within(picker).getByTestId('ticket-create-customer-select')).toBeInTheDocument();
    expect(within(picker).getByText('Customer')).toBeInTheDocument();
  });

  it('preselects the customer of a ?customerId= link, even one the first search page lacks', async () => {
    const user = setupUser();
    const omar = { id: 'c0000000-0000-4000-8000-000000000077', name: 'Omar Haddad', email: 'omar@example.com' };
    const seen = mockHttp((request) => {
      if (request.method === 'post' && request.url === 'tickets') return { status: 201, data: CREATED };
      if (request.url === 'customers/search') return { status: 200, data: { entities: [MAYA], totalCount: 1 } };
      if (request.url === `customers/${omar.id}`) return { status: 200, data: omar };
      return lookupReply(request.url) ?? NOT_FOUND;
    });
    await renderTickets(`/tickets/details?customerId=${omar.id}`, { '/tickets/details': <TicketCreateScreen />, '/tickets/details/:id': <p>details page</p> });
    expect(await within(screen.getByTestId('ticket-create-customer')).findByText(`${omar.name} <${omar.email}>`)).toBeInTheDocument();
    await enterText(user, screen.getByTestId('ticket-create-title'), 'Refund');
    await enterText(user, screen.getByTestId('ticket-create-description'), 'Please refund.');
    fireEvent.click(screen.getByTestId('ticket-create-submit'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/tickets/details/${CREATED.id}`));
    expect(bodyOf(creates(seen)[0])).toEqual({ customerId: omar.id, title: 'Refund', description: 'Please refund.' });
  });
});
