import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CategoryAdminSummary } from '@switchboard/shared/contracts';
import { bodyOf, mockHttp, searchPageReply } from '@switchboard/test-utils';
import { renderListScreen } from '../../test-support';
import { CategoriesListScreen } from './categories-list-screen';

const ALL = ['tickets:categories:view', 'tickets:categories:add', 'tickets:categories:edit', 'tickets:categories:delete'];

const row = (id: string, name: string, ticketCount: number, isActive = true): CategoryAdminSummary => ({
  id,
  name,
  description: `${name} questions`,
  isActive,
  fieldCount: 2,
  ticketCount,
  addedDate: '2026-01-01T00:00:00.000Z',
  updatedDate: '2026-02-01T00:00:00.000Z',
});
const BILLING = row('c1', 'Billing', 7);
const HARDWARE = row('c2', 'Hardware', 0, false);

function server() {
  return mockHttp((request) => {
    if (request.url === 'categories/search') return searchPageReply([BILLING, HARDWARE]);
    if (request.url === 'categories/c1' && request.method === 'delete') return { status: 200, data: { id: 'c1', outcome: 'deactivated', ticketCount: 7 } };
    if (request.url === 'categories/c2' && request.method === 'delete') return { status: 200, data: { id: 'c2', outcome: 'deleted', ticketCount: 0 } };
    return { status: 404, data: { code: 'NOT_FOUND' } };
  });
}

const renderList = (path?: string, permissions = ALL) => renderListScreen('categories', <CategoriesListScreen />, path, permissions);

describe('CategoriesListScreen', () => {
  it('lists rows with status, counts and opens one on click', async () => {
    server();
    await renderList();
    const rows = await screen.findAllByTestId('category-row');
    expect(rows.map((r) => r.getAttribute('data-category-id'))).toEqual(['c1', 'c2']);
    expect(within(rows[0]).getByText('Active')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Inactive')).toBeInTheDocument();
    expect(within(rows[0]).getByText('7')).toBeInTheDocument();
    fireEvent.click(within(rows[1]).getByText('Hardware questions'));
    expect(screen.getByTestId('location')).toHaveTextContent('/categories/details/c2');
  });

  it('sends the URL view to the server and keeps filter changes in the URL', async () => {
    const seen = server();
    await renderList('/categories/list?q=bill&sort=name:desc&page=2');
    await screen.findAllByTestId('category-row');
    expect(bodyOf(seen[0])).toEqual({ pageNumber: 2, pageSize: 25, query: 'bill', sort: { field: 'name', order: 'desc' } });
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Status' })).getByRole('radio', { name: 'Inactive' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/categories/list?q=bill&active=inactive&sort=name:desc'));
    await waitFor(() => expect(bodyOf(seen[seen.length - 1])).toMatchObject({ pageNumber: 1, filters: { isActive: false } }));
  });

  it('warns that a category in use will be deactivated, and names the outcome', async () => {
    const seen = server();
    await renderList();
    const rows = await screen.findAllByTestId('category-row');
    fireEvent.click(within(rows[0]).getByTestId('category-delete'));
    expect(await screen.findByTestId('category-delete-text')).toHaveTextContent('Tickets using this category: 7. It will be deactivated instead of deleted');
    expect(seen.some((r) => r.method === 'delete')).toBe(false);
    expect(screen.getByTestId('category-delete-confirm')).toHaveTextContent('Deactivate');
    fireEvent.click(screen.getByTestId('category-delete-confirm'));
    expect(await screen.findByText('Category “Billing” deactivated')).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'delete' && r.url === 'categories/c1')).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/categories\/list$/);
  });

  it('says an unused category will be deleted for good', async () => {
    server();
    await renderList();
    const rows = await screen.findAllByTestId('category-row');
    fireEvent.click(within(rows[1]).getByTestId('category-delete'));
    expect(await screen.findByTestId('category-delete-text')).toHaveTextContent('No ticket uses this category. It will be deleted permanently.');
    expect(screen.getByTestId('category-delete-confirm')).toHaveTextContent('Delete');
    fireEvent.click(screen.getByTestId('category-delete-confirm'));
    expect(await screen.findByText('Category “Hardware” deleted')).toBeInTheDocument();
  });

  it('hides New and Delete without their permissions', async () => {
    server();
    await renderList('/categories/list', ['tickets:categories:view']);
    await screen.findAllByTestId('category-row');
    expect(screen.queryByTestId('categories-new')).not.toBeInTheDocument();
    expect(screen.queryByTestId('category-delete')).not.toBeInTheDocument();
  });
});
