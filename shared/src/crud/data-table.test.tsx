import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { setLanguage } from '../i18n/index.js';
import { startInEnglish } from '../test-utils/index.js';
import { DataTable, type DataTableProps, type ListColumn, type SortDirection } from './data-table';

interface Fruit {
  id: string;
  name: string;
  weight: number;
}

const FRUIT: Fruit[] = [
  { id: 'a', name: 'Apple', weight: 180 },
  { id: 'p', name: 'Pear', weight: 210 },
  { id: 'k', name: 'Kiwi', weight: 75 },
];

function Table(props: Partial<DataTableProps<Fruit>> & { sortOrder?: SortDirection | null }) {
  const columns: ListColumn<Fruit>[] = [
    { title: 'Name', dataIndex: 'name', key: 'name', sorter: true, sortOrder: props.sortOrder ?? null, ellipsis: true },
    { title: 'Weight', dataIndex: 'weight', align: 'end', width: 100, responsive: ['md'], render: (grams: number) => `${grams} g` },
  ];
  return <DataTable<Fruit> testId="fruit-table" columns={columns} rows={FRUIT} rowKey={(fruit) => fruit.id} empty="No fruit" {...props} />;
}

function Selectable({ onChange }: { onChange?: (keys: string[]) => void }) {
  const [keys, setKeys] = useState<string[]>([]);
  return (
    <Table
      selection={{
        keys,
        onChange: (next) => {
          setKeys(next);
          onChange?.(next);
        },
      }}
    />
  );
}

describe('DataTable', () => {
  beforeAll(() => startInEnglish());

  it('draws a header and a row per item, each cell through its column', () => {
    render(<Table />);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Weight']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Apple', '180 g'],
      ['Pear', '210 g'],
      ['Kiwi', '75 g'],
    ]);
    // Alignment, one-line cells and the breakpoint reach the cells; a cut column lays the table out by widths.
    expect(within(rows[0]!).getAllByRole('cell')[1]).toHaveAttribute('data-align', 'end');
    expect(within(rows[0]!).getAllByRole('cell')[1]).toHaveAttribute('data-from', 'md');
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveAttribute('data-ellipsis');
    expect(table).toHaveAttribute('data-fixed');
  });

  it('asks for ascending, descending, then the default order from a sortable header', () => {
    const onSort = jest.fn();
    const { rerender } = render(<Table onSort={onSort} />);
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header).not.toHaveAttribute('aria-sort');
    fireEvent.click(within(header).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith('name', 'ascend');

    rerender(<Table onSort={onSort} sortOrder="ascend" />);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(within(header).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith('name', 'descend');

    rerender(<Table onSort={onSort} sortOrder="descend" />);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(within(header).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith('name', null);
    expect(within(screen.getByRole('columnheader', { name: 'Weight' })).queryByRole('button')).toBeNull();
  });

  it('chooses rows one by one or the whole page, and shows which are chosen', () => {
    const onChange = jest.fn();
    render(<Selectable onChange={onChange} />);
    const all = screen.getByRole('checkbox', { name: 'Select every row on this page' });
    const [apple, pear] = screen.getAllByRole('checkbox', { name: 'Select this row' });

    fireEvent.click(apple!);
    expect(onChange).toHaveBeenLastCalledWith(['a']);
    expect(apple!.closest('tr')).toHaveAttribute('aria-selected', 'true');
    expect(pear!.closest('tr')).toHaveAttribute('aria-selected', 'false');
    expect(all).not.toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(true);

    fireEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith(['a', 'p', 'k']);
    expect(all).toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(false);

    fireEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(apple).not.toBeChecked();
  });

  it('pages: numbers with gaps, previous and next at the ends, the page size, the total', () => {
    const onChange = jest.fn();
    render(<Table paging={{ page: 1, size: 20, total: 400, sizes: [20, 50, 100], totalText: 'Total: 400', onChange }} />);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager).toHaveTextContent('Total: 400');
    expect(within(pager).getByRole('button', { name: 'Page 1 of 20' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pager).queryByRole('button', { name: 'Page 10 of 20' })).toBeNull();

    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenLastCalledWith(2, 20);
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 20 of 20' }));
    expect(onChange).toHaveBeenLastCalledWith(20, 20);
    fireEvent.change(within(pager).getByRole('combobox', { name: 'Rows per page' }), { target: { value: '50' } });
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
  });

  it('writes page numbers as the app\'s language groups them, not the browser\'s', async () => {
    await setLanguage('de-de');
    const { unmount } = render(<Table paging={{ page: 1234, size: 10, total: 12_345, sizes: [10], totalText: 'Gesamt: 12.345', onChange: jest.fn() }} />);
    try {
      const pager = screen.getByRole('navigation');
      expect(within(pager).getByRole('button', { current: 'page' })).toHaveTextContent(/^1\.234$/);
      expect(within(pager).getAllByRole('button').map((button) => button.textContent)).toContain('1');
    } finally {
      unmount();
      await setLanguage('en-us');
    }
  });

  it('says when there is nothing, and hides the pager', () => {
    render(<Table rows={[]} paging={{ page: 1, size: 20, total: 0, sizes: [20], totalText: 'Total: 0', onChange: jest.fn() }} />);
    expect(screen.getByRole('cell', { name: 'No fruit' })).toHaveAttribute('colspan', '2');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('keeps the rows on screen while a newer page loads, and says it is busy', () => {
    render(<Table loading />);
    expect(screen.getByTestId('fruit-table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });

  it('does not say "nothing" while the first page is on its way', () => {
    const { rerender } = render(<Table rows={[]} loading />);
    expect(screen.queryByText('No fruit')).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    rerender(<Table rows={[]} />);
    expect(screen.getByText('No fruit')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
