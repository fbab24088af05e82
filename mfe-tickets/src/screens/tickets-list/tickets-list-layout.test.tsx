import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { columnMemoryKey } from '@switchboard/shared/crud';
import { useSession } from '@switchboard/shared/session';
import { currentLocation, mockHttp, searchPageReply, setupUser, signInTestAgent } from '@switchboard/test-utils';
import { lookupReply, makeTicket, NOT_FOUND, PENDING, renderListScreen } from '../../test-support';
import { TicketsListScreen } from './tickets-list-screen';

const TICKETS = [
  makeTicket(12, { title: 'Printer on fire', priority: 'High', assignee: { id: 'x', name: 'Ana Agent', email: null } }),
  makeTicket(13, { title: 'Scanner jams', status: PENDING, priority: null }),
];
const EDITOR = ['tickets:tickets:view', 'tickets:tickets:add', 'tickets:tickets:edit', 'tickets:customers:view'];

function server(divisions?: unknown[]) {
  return mockHttp((request) => {
    if (request.url === 'tickets/search') return searchPageReply(TICKETS, 60);
    if (request.url === 'tickets/divisions' && divisions) return { status: 200, data: { entities: divisions, totalCount: divisions.length } };
    return lookupReply(request.url) ?? NOT_FOUND;
  });
}

const render = (permissions = EDITOR) => renderListScreen('tickets', <TicketsListScreen />, '/tickets/list', permissions);

/** The header texts of the table, once each (the sticky header renders its row twice). */
const headers = () => [...new Set(Array.from(screen.getByTestId('tickets-table').querySelectorAll('thead th')).map((th) => th.textContent?.trim() ?? ''))].filter(Boolean);

/** The chooser's boxes by column key, after opening it. */
async function openChooser() {
  fireEvent.click(screen.getByTestId('tickets-columns'));
  const panel = await screen.findByTestId('tickets-columns-panel');
  const box = (key: string) => panel.querySelector<HTMLInputElement>(`input[data-column="${key}"]`);
  return { panel, box };
}

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

beforeEach(() => localStorage.clear());
afterEach(() => resizeTo(1024));

describe('the tickets table', () => {
  it('shows the triage columns by default and keeps the rest a choice away', async () => {
    server();
    await render();
    await screen.findAllByTestId('ticket-row');
    expect(headers()).toEqual(['#', 'Title', 'Customer', 'Status', 'Priority', 'Assignee', 'Updated', 'SLA']);
    // The table fills the page and scrolls sideways only below the default columns' least width.
    const table = screen.getByTestId('tickets-table').querySelector('table')!;
    expect(parseInt(table.style.minWidth, 10)).toBeLessThanOrEqual(1150);
    // A long text is cut with "…" and told in full on hover.
    expect(within(screen.getAllByTestId('ticket-row')[0]).getByText('Printer on fire')).toHaveAttribute('title', 'Printer on fire');
  });

  it('lets the agent hide and show columns, keeps the choice per agent across a reload, and resets it', async () => {
    server();
    const first = await render();
    await screen.findAllByTestId('ticket-row');
    const { panel, box } = await openChooser();
    // The number and the title name the row: never offered.
    expect(box('serialNumber')).toBeNull();
    expect(box('title')).toBeNull();
    expect(within(panel).getByText('Columns shown')).toBeInTheDocument();

    fireEvent.click(box('customer')!);
    fireEvent.click(box('category')!);
    await waitFor(() => expect(headers()).toEqual(['#', 'Title', 'Status', 'Priority', 'Category', 'Assignee', 'Updated', 'SLA']));
    expect(JSON.parse(localStorage.getItem(columnMemoryKey('tickets', 'agent-1'))!)).toEqual({ customer: false, category: true });
    first.unmount();

    // A reload keeps the choice…
    const again = await render();
    await screen.findAllByTestId('ticket-row');
    expect(headers()).toEqual(['#', 'Title', 'Status', 'Priority', 'Category', 'Assignee', 'Updated', 'SLA']);
    again.unmount();

    // …for this agent only: another one on the same browser sees the defaults.
    signInTestAgent(EDITOR);
    const other = await renderListScreen('tickets', <TicketsListScreen />, '/tickets/list', EDITOR);
    act(() => useSession.setState((state) => ({ user: state.user && { ...state.user, id: 'agent-2' } })));
    await screen.findAllByTestId('ticket-row');
    await waitFor(() => expect(headers()).toContain('Customer'));
    expect(headers()).not.toContain('Category');
    other.unmount();
    act(() => useSession.setState((state) => ({ user: state.user && { ...state.user, id: 'agent-1' } })));

    await render();
    await screen.findAllByTestId('ticket-row');
    const reopened = await openChooser();
    fireEvent.click(within(reopened.panel).getByTestId('tickets-columns-reset'));
    await waitFor(() => expect(headers()).toEqual(['#', 'Title', 'Customer', 'Status', 'Priority', 'Assignee', 'Updated', 'SLA']));
    expect(localStorage.getItem(columnMemoryKey('tickets', 'agent-1'))).toBeNull();
  });

  it('is usable with the keyboard: the first box takes the focus, Space toggles, Escape closes back to the button', async () => {
    server();
    await render();
    await screen.findAllByTestId('ticket-row');
    const user = setupUser();
    screen.getByTestId('tickets-columns').focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByTestId('tickets-columns-panel');
    const customer = panel.querySelector<HTMLInputElement>('input[data-column="customer"]')!;
    await waitFor(() => expect(customer).toHaveFocus());
    await user.keyboard(' ');
    await waitFor(() => expect(headers()).not.toContain('Customer'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('tickets-columns')).toHaveFocus());
    expect(screen.getByTestId('tickets-columns')).toHaveAttribute('aria-expanded', 'false');
  });

  it('never offers a column the agent may not see: the customer\'s email needs the customers permission, Division more than one division', async () => {
    server([{ id: 'd1', name: 'Home' }]);
    const narrow = await render(['tickets:tickets:view']);
    await screen.findAllByTestId('ticket-row');
    let chooser = await openChooser();
    await waitFor(() => expect(chooser.box('category')).not.toBeNull());
    expect(chooser.box('customerEmail')).toBeNull();
    expect(chooser.box('division')).toBeNull();
    // A choice stored while the agent could see the column does not bring it back.
    narrow.unmount();
    localStorage.setItem(columnMemoryKey('tickets', 'agent-1'), JSON.stringify({ customerEmail: true }));

    server();
    await render(EDITOR);
    await screen.findAllByTestId('ticket-row');
    await waitFor(() => expect(headers()).toContain('Customer email'));
    chooser = await openChooser();
    await waitFor(() => expect(chooser.box('division')).not.toBeNull());
    expect(chooser.box('customerEmail')).toBeChecked();
  });
});

describe('the tickets list below 768 px', () => {
  it('shows each ticket as a card that is a link, with its number, title, status, priority, assignee and last change; no table, no chooser, no selection', async () => {
    resizeTo(375);
    server();
    await render();
    const cards = await screen.findAllByTestId('ticket-row');
    expect(screen.getByTestId('tickets-cards')).toBeInTheDocument();
    expect(screen.queryByTestId('tickets-table')).not.toBeInTheDocument();
    expect(screen.queryByTestId('tickets-columns')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    expect(cards[0].tagName).toBe('A');
    expect(cards[0]).toHaveAttribute('href', `/tickets/details/${TICKETS[0].id}`);
    expect(cards[0]).toHaveTextContent('#12');
    expect(cards[0]).toHaveTextContent('Printer on fire');
    expect(within(cards[0]).getByTestId('status-tag')).toHaveTextContent('Open');
    expect(cards[0]).toHaveTextContent('High');
    expect(cards[0]).toHaveTextContent('Ana Agent');
    expect(cards[0]).toHaveTextContent(/Updated .+/);
    expect(cards[1]).toHaveTextContent('Pending');
    expect(cards[1]).toHaveTextContent('Unassigned');

    // Two pages of 25 and some: a pager that fits a phone.
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('tickets-next'));
    await waitFor(() => expect(currentLocation()).toBe('/tickets/list?page=2'));

    fireEvent.click(cards[1]);
    await waitFor(() => expect(currentLocation()).toBe(`/tickets/details/${TICKETS[1].id}`));
  });

  it('folds the filters away behind one button, and sorts through a picker there, since cards have no column headers', async () => {
    resizeTo(375);
    server();
    await render();
    await screen.findAllByTestId('ticket-row');
    const toggle = screen.getByTestId('tickets-filters-toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('tickets-filter-panel')).not.toBeVisible();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('tickets-filter-panel')).toBeVisible();
    expect(await within(document.getElementById('tickets-filter-panel')!).findByTestId('tickets-filter-status')).toBeInTheDocument();
    // The phone's sort picker is the browser's own list.
    fireEvent.change(screen.getByTestId('tickets-sort'), { target: { value: 'updatedDate:desc' } });
    await waitFor(() => expect(currentLocation()).toBe('/tickets/list?sort=updatedDate:desc'));
  });
});
