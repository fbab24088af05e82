import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bodyOf, mockHttp, type MockReply, setupUser, type MockRequest } from '@switchboard/test-utils';
import { NOT_FOUND, renderTickets } from '../../test-support';
import { CustomerCreateScreen } from './customer-create-screen';
import { makeCustomer } from './test-customers';

const CREATED = makeCustomer(9, { name: 'Maya Rao', email: 'maya@example.com', verified: false, hasPassword: false });

function server(onCreate: (request: MockRequest) => MockReply = () => ({ status: 201, data: CREATED })) {
  return mockHttp((request) => (request.method === 'post' && request.url === 'customers' ? onCreate(request) : NOT_FOUND));
}

const creates = (seen: MockRequest[]) => seen.filter((request) => request.method === 'post' && request.url === 'customers');

const render = () =>
  renderTickets('/customers/details', { '/customers/details': <CustomerCreateScreen />, '/customers/details/:id': <p>details page</p>, '/customers/list': <p>list page</p> }, [
    'tickets:customers:view',
    'tickets:customers:add',
  ]);

async function enter(user: ReturnType<typeof setupUser>, testId: string, text: string) {
  await user.click(screen.getByTestId(testId));
  await user.paste(text);
}

describe('CustomerCreateScreen', () => {
  it('checks name and email inline and sends nothing until they are right', async () => {
    const user = setupUser();
    const seen = server();
    await render();
    fireEvent.click(await screen.findByTestId('customer-submit'));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await enter(user, 'customer-email', 'maya@example');
    await enter(user, 'customer-phone', 'call me');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(creates(seen)).toHaveLength(0);
  });

  it('posts the trimmed payload, toasts and opens the new customer', async () => {
    const user = setupUser();
    const seen = server();
    await render();
    await enter(user, 'customer-name', ' Maya Rao ');
    await enter(user, 'customer-email', 'maya@example.com ');
    fireEvent.click(screen.getByTestId('customer-submit'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/customers/details/${CREATED.id}`));
    expect(creates(seen).map((request) => bodyOf(request))).toEqual([{ name: 'Maya Rao', email: 'maya@example.com' }]);
    expect(await screen.findByText('Customer Maya Rao created')).toBeInTheDocument();
  });

  it('puts a taken email on the email field and keeps every input', async () => {
    const user = setupUser();
    let reply: MockReply = { status: 409, data: { statusCode: 409, code: 'CONFLICT', message: 'Conflict', details: [{ field: '/email', message: 'is already used by another customer' }] } };
    const seen = server(() => reply);
    await render();
    await enter(user, 'customer-name', 'Maya Rao');
    await enter(user, 'customer-email', 'maya@example.com');
    await enter(user, 'customer-phone', '+91 98765 43210');
    fireEvent.click(screen.getByTestId('customer-submit'));
    expect(await screen.findByText('Another customer already uses this email')).toBeInTheDocument();
    expect(screen.getByTestId('customer-name')).toHaveValue('Maya Rao');
    expect(screen.getByTestId('customer-phone')).toHaveValue('+91 98765 43210');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/customers\/details$/);
    await waitFor(() => expect(screen.getByTestId('customer-submit')).not.toBeDisabled());

    reply = { status: 201, data: CREATED };
    await user.clear(screen.getByTestId('customer-email'));
    await enter(user, 'customer-email', 'maya.rao@example.com');
    fireEvent.click(screen.getByTestId('customer-submit'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/customers/details/${CREATED.id}`));
    expect(bodyOf(creates(seen)[1])).toEqual({ name: 'Maya Rao', email: 'maya.rao@example.com', phone: '+91 98765 43210' });
  });
});
