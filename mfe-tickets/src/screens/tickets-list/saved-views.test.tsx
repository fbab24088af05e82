import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TicketView, TicketViewWriteRequest } from '@switchboard/shared/contracts';
import { bodyOf, currentLocation, mockHttp, type MockReply, searchPageReply, setupUser } from '@switchboard/test-utils';
import { lookupReply, makeTicket, NOT_FOUND, OPEN, PENDING, renderListScreen } from '../../test-support';
import { TicketsListScreen } from './tickets-list-screen';

const PRINTERS: TicketView = { id: '7e000000-0000-4000-8000-000000000001', name: 'Printers', query: 'q=printer&sort=updatedDate:desc', createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z' };

/** The list api with `views` as the agent's saved views; writes change them like the server would. */
function server(initial: TicketView[] = [PRINTERS], onWrite?: (method: string, body: TicketViewWriteRequest | undefined) => MockReply | undefined) {
  let views = [...initial];
  return mockHttp((request) => {
    if (request.url === 'tickets/search') return searchPageReply([makeTicket(12)], 1);
    if (request.url === 'tickets/views/search') return { status: 200, data: { entities: views, totalCount: views.length } };
    if (request.url?.startsWith('tickets/views')) {
      const body = request.data ? bodyOf<TicketViewWriteRequest>(request) : undefined;
      const answer = onWrite?.(request.method ?? '', body);
      if (answer) return answer;
      if (request.method === 'post') {
        const created = { ...PRINTERS, id: '7e000000-0000-4000-8000-000000000002', ...body! };
        views = [...views, created];
        return { status: 201, data: created };
      }
      if (request.method === 'delete') {
        views = views.filter((view) => !request.url!.endsWith(view.id));
        return { status: 204, data: null };
      }
    }
    return lookupReply(request.url) ?? NOT_FOUND;
  });
}

const render = (path: string) => renderListScreen('tickets', <TicketsListScreen />, path);
const viewLink = (name: string) => within(screen.getByTestId('ticket-views')).getByRole('link', { name });

describe('saved views of the tickets list', () => {
  it('offers My open, Unassigned and Breaching soon and the saved views as links; the one on screen is marked', async () => {
    server();
    await render('/tickets/list?q=printer&sort=updatedDate:desc');
    await screen.findAllByTestId('ticket-row');
    await waitFor(() => expect(viewLink('Printers')).toHaveAttribute('aria-current', 'page'));
    // Open statuses only (not Closed), assigned to the agent.
    expect(viewLink('My open')).toHaveAttribute('href', `/tickets/list?status=${OPEN.id},${PENDING.id}&assignee=me`);
    expect(viewLink('Unassigned')).toHaveAttribute('href', `/tickets/list?status=${OPEN.id},${PENDING.id}&assignee=unassigned`);
    expect(viewLink('Breaching soon')).toHaveAttribute('href', '/tickets/list?sla=dueSoon');
    expect(screen.getByTestId('ticket-view-save')).toBeDisabled();

    fireEvent.click(viewLink('My open'));
    await waitFor(() => expect(currentLocation()).toBe(`/tickets/list?status=${OPEN.id},${PENDING.id}&assignee=me`));
    expect(viewLink('My open')).toHaveAttribute('aria-current', 'page');
    expect(viewLink('Printers')).not.toHaveAttribute('aria-current');
  });

  it('saves the filters on screen under a name, which then marks them', async () => {
    const user = setupUser();
    const writes: TicketViewWriteRequest[] = [];
    server([], (method, body) => {
      if (method === 'post' && body) writes.push(body);
      return undefined;
    });
    await render('/tickets/list?priority=High&page=3');
    await screen.findAllByTestId('ticket-row');
    await waitFor(() => expect(screen.getByTestId('ticket-view-save')).toBeEnabled());
    await user.click(screen.getByTestId('ticket-view-save'));
    await user.type(await screen.findByTestId('ticket-view-name'), 'Hot ones{Enter}');
    await waitFor(() => expect(writes).toEqual([{ name: 'Hot ones', query: 'priority=High' }]));
    await waitFor(() => expect(viewLink('Hot ones')).toHaveAttribute('aria-current', 'page'));
    expect(await screen.findByText('View saved')).toBeInTheDocument();
  });

  it('says so when the name is already taken, and keeps the dialog open', async () => {
    const user = setupUser();
    server([], (method) => (method === 'post' ? { status: 409, data: { statusCode: 409, code: 'CONFLICT', message: 'taken', details: [{ field: '/name', message: 'taken' }] } } : undefined));
    await render('/tickets/list?priority=Low');
    await screen.findAllByTestId('ticket-row');
    await waitFor(() => expect(screen.getByTestId('ticket-view-save')).toBeEnabled());
    await user.click(screen.getByTestId('ticket-view-save'));
    await user.type(await screen.findByTestId('ticket-view-name'), 'Mine{Enter}');
    expect(await screen.findByText('You already have a view with this name')).toBeInTheDocument();
    expect(screen.getByTestId('ticket-view-name')).toBeInTheDocument();
  });

  it('deletes a saved view only after confirmation', async () => {
    const user = setupUser();
    const seen = server();
    await render('/tickets/list');
    await screen.findAllByTestId('ticket-row');
    await user.click(await screen.findByRole('button', { name: 'Actions of the view Printers' }));
    await user.click(await screen.findByText('Delete'));
    expect((await screen.findAllByText('Delete the view “Printers”?')).length).toBeGreaterThan(0);
    expect(seen.some((request) => request.method === 'delete')).toBe(false);
    await user.click(screen.getByTestId('ticket-view-delete-confirm'));
    await waitFor(() => expect(within(screen.getByTestId('ticket-views')).queryByRole('link', { name: 'Printers' })).not.toBeInTheDocument());
    expect(seen.filter((request) => request.method === 'delete').map((request) => request.url)).toEqual([`tickets/views/${PRINTERS.id}`]);
  });

  it('keeps a view\'s menu on the keyboard: the focus on its first item, Escape back to "…"; "Show these filters instead" stores them and says so', async () => {
    const user = setupUser();
    const writes: TicketViewWriteRequest[] = [];
    server([PRINTERS], (method, body) => {
      if (method === 'put' && body) {
        writes.push(body);
        return { status: 200, data: { ...PRINTERS, ...body } };
      }
      return undefined;
    });
    await render('/tickets/list?priority=High');
    await screen.findAllByTestId('ticket-row');
    const more = await screen.findByRole('button', { name: 'Actions of the view Printers' });
    await user.click(more);
    const menu = screen.getByRole('menu', { name: 'Actions of the view Printers' });
    expect(within(menu).getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Show these filters instead' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(more).toHaveFocus();

    await user.click(more);
    await user.click(screen.getByRole('menuitem', { name: 'Show these filters instead' }));
    await waitFor(() => expect(writes).toEqual([{ name: 'Printers', query: 'priority=High' }]));
    expect(await screen.findByText('“Printers” now shows these filters')).toBeInTheDocument();
  });
});
