import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderHub } from '../../test-support';
import { NO_FILTERS, type TicketFilters } from './ticket-filters';
import { TicketsToolbar } from './tickets-toolbar';
import type { TicketsLayout } from './layout-preference';

function renderToolbar() {
  const changes: { filters: TicketFilters[]; layouts: TicketsLayout[] } = { filters: [], layouts: [] };
  const rendered = renderHub('/hub/tickets', {
    '/hub/tickets': (
      <TicketsToolbar
        filters={NO_FILTERS}
        onFiltersChange={(next) => changes.filters.push(next)}
        layout="list"
        onLayoutChange={(next) => changes.layouts.push(next)}
      />
    ),
  });
  return { rendered, changes };
}

it('offers the status filter as one named group of four choices that the arrow keys move through', async () => {
  const { rendered, changes } = renderToolbar();
  await rendered;
  const group = screen.getByRole('radiogroup', { name: 'Filter by status' });
  const choices = within(group).getAllByRole('radio');
  expect(choices.map((choice) => choice.closest('label')!.textContent)).toEqual(['All', 'Open', 'In Progress', 'Closed']);
  expect(within(group).getByRole('radio', { name: 'All' })).toBeChecked();

  await userEvent.tab();
  expect(within(group).getByRole('radio', { name: 'All' })).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(changes.filters.at(-1)).toEqual({ status: 'open', range: null });
});

it('switches between the list and the grid, each choice named, with its icon', async () => {
  const { rendered, changes } = renderToolbar();
  await rendered;
  const toggle = screen.getByRole('radiogroup', { name: 'Layout' });
  expect(within(toggle).getByRole('radio', { name: 'List' })).toBeChecked();
  expect(toggle.querySelectorAll('svg[data-icon]')).toHaveLength(2);
  await userEvent.click(within(toggle).getByText('Grid'));
  expect(changes.layouts).toEqual(['grid']);
});

it('offers the created-date range as two labelled date fields in a named group, clearable once one is set', async () => {
  const { rendered, changes } = renderToolbar();
  await rendered;
  const range = screen.getByRole('group', { name: 'Filter by created date' });
  const from = within(range).getByLabelText('Created from');
  expect(from).toHaveAttribute('type', 'date');
  expect(within(range).getByLabelText('Created to')).toHaveAttribute('type', 'date');
  expect(within(range).queryByRole('button', { name: 'Clear dates' })).not.toBeInTheDocument();
  await userEvent.type(from, '2025-11-10');
  // One end alone filters nothing.
  expect(changes.filters).toEqual([]);
  expect(within(range).getByRole('button', { name: 'Clear dates' })).toBeInTheDocument();
});
