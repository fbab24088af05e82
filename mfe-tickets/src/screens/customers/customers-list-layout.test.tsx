import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { columnMemoryKey } from '@switchboard/shared/crud';
import { currentLocation, mockHttp, searchPageReply } from '@switchboard/test-utils';
import { NOT_FOUND, renderListScreen } from '../../test-support';
import { CustomersListScreen } from './customers-list-screen';
import { ALL_CUSTOMER_PERMISSIONS, makeCustomer } from './test-customers';

const MAYA = makeCustomer(1, { name: 'Maya Rao', email: 'maya@example.com', phone: '+91 98765 43210', ticketCount: 5, openTicketCount: 2 });
const OMAR = makeCustomer(2, { name: 'Omar Haddad', email: 'omar.haddad.with.a.rather.long.address@example.com' });

function server() {
  return mockHttp((request) => (request.url === 'customers/search' ? searchPageReply([MAYA, OMAR], 2) : NOT_FOUND));
}

const render = () => renderListScreen('customers', <CustomersListScreen />, '/customers/list', ALL_CUSTOMER_PERMISSIONS);
const headers = () => [...new Set(Array.from(screen.getByTestId('customers-table').querySelectorAll('thead th')).map((th) => th.textContent?.trim() ?? ''))].filter(Boolean);

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

beforeEach(() => localStorage.clear());
afterEach(() => resizeTo(1024));

describe('the customers table', () => {
  it('fits with its default columns, cuts long text with its full value on hover, and keeps a column choice across a reload', async () => {
    server();
    const first = await render();
    const rows = await screen.findAllByTestId('customer-row');
    expect(headers()).toEqual(['Name', 'Email', 'Phone', 'Verification', 'Tickets (open / total)', 'Last ticket']);
    expect(parseInt(screen.getByTestId('customers-table').querySelector('table')!.style.minWidth, 10)).toBeLessThanOrEqual(1150);
    expect(within(rows[1]).getByText(OMAR.email)).toHaveAttribute('title', OMAR.email);

    fireEvent.click(screen.getByTestId('customers-columns'));
    const panel = await screen.findByTestId('customers-columns-panel');
    expect(panel.querySelector('input[data-column="name"]')).toBeNull();
    fireEvent.click(panel.querySelector('input[data-column="phone"]')!);
    fireEvent.click(panel.querySelector('input[data-column="addedDate"]')!);
    await waitFor(() => expect(headers()).toEqual(['Name', 'Email', 'Verification', 'Tickets (open / total)', 'Last ticket', 'Added']));
    expect(JSON.parse(localStorage.getItem(columnMemoryKey('customers', 'agent-1'))!)).toEqual({ phone: false, addedDate: true });
    first.unmount();

    await render();
    await screen.findAllByTestId('customer-row');
    expect(headers()).toEqual(['Name', 'Email', 'Verification', 'Tickets (open / total)', 'Last ticket', 'Added']);
  });
});

describe('the customers list below 768 px', () => {
  it('shows each customer as a card link with name, email and phone, and no table', async () => {
    resizeTo(375);
    server();
    await render();
    const cards = await screen.findAllByTestId('customer-row');
    expect(screen.queryByTestId('customers-table')).not.toBeInTheDocument();
    expect(screen.queryByTestId('customers-columns')).not.toBeInTheDocument();
    expect(cards[0].tagName).toBe('A');
    expect(cards[0]).toHaveAttribute('href', `/customers/details/${MAYA.id}`);
    expect(within(cards[0]).getByText('Maya Rao')).toBeInTheDocument();
    expect(within(cards[0]).getByText('maya@example.com')).toBeInTheDocument();
    expect(within(cards[0]).getByText('+91 98765 43210')).toHaveAttribute('dir', 'ltr');
    expect(within(cards[1]).getByText(OMAR.email)).toBeInTheDocument();
    // One page only: no pager buttons.
    expect(screen.queryByTestId('customers-next')).not.toBeInTheDocument();
    // The card is one keyboard stop (a link); a click opens the customer.
    cards[1].focus();
    expect(cards[1]).toHaveFocus();
    fireEvent.click(cards[1]);
    await waitFor(() => expect(currentLocation()).toBe(`/customers/details/${OMAR.id}`));
  });
});
