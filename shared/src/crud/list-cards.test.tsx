import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInKitFrame, resetSession, signIn } from '../test-utils/index.js';
import { useColumnChoice, type ChoosableColumn } from './column-chooser';
import { ListPage, useListPage, type SearchPage } from './list-page';
import { defineListQuery, oneOf, type ListView } from './list-query';

interface Fruit {
  id: string;
  name: string;
  colour: string;
}

const FRUIT_QUERY = defineListQuery({ sortFields: ['name'] as const, filters: { ripe: oneOf(['all', 'yes'] as const, 'all') } });
type FruitView = ListView<'name', { ripe: 'all' | 'yes' }>;

const COLUMNS: (ChoosableColumn & { dataIndex: keyof Fruit })[] = [
  { key: 'name', label: 'Name', dataIndex: 'name', defaultShown: true, always: true },
  { key: 'colour', label: 'Colour', dataIndex: 'colour', defaultShown: true },
];

/** A fruit list as a screen builds it: one `<ListPage>` with columns, a chooser and a card. */
function FruitList({ search }: { search: (view: FruitView) => Promise<SearchPage<Fruit>> }) {
  const list = useListPage({ query: FRUIT_QUERY, search, loadFailed: 'Fruit could not be loaded' });
  const choice = useColumnChoice('fruit', COLUMNS);
  const fruitPath = (id?: string) => (id ? `/fruit/${id}` : '/fruit/new');
  return (
    <ListPage
      list={list}
      title="Fruit"
      testId="fruit"
      columns={COLUMNS.filter((column) => choice.shown.has(column.key)).map((column) => ({ key: column.key, title: column.label, dataIndex: column.dataIndex }))}
      columnChoice={choice}
      rowKey={(fruit) => fruit.id}
      rowAttributes={() => ({ 'data-testid': 'fruit-row' })}
      card={(fruit) => (
        <>
          <strong>{fruit.name}</strong> <span>{fruit.colour}</span>
        </>
      )}
      cardAttributes={(fruit) => ({ 'data-testid': 'fruit-row', 'data-fruit': fruit.id })}
      sortOptions={[{ field: 'name', label: 'Name' }]}
      details={{ path: fruitPath, create: { label: 'New fruit', permissions: ['tickets:tickets:add'] } }}
      search={{ label: 'Search fruit' }}
      filters={
        <button type="button" data-testid="only-ripe" onClick={() => list.setView({ ripe: 'yes' })}>
          Only ripe
        </button>
      }
      emptyNone="No fruit yet"
      emptyNoMatch="No fruit matches"
    />
  );
}

const FRUIT = ['Apple', 'Pear', 'Plum'].map((name) => ({ id: name.toLowerCase(), name, colour: name === 'Plum' ? 'Purple' : 'Green' }));
/** `total` fruit in all; each page shows the three. */
const page = (total = FRUIT.length, entities: Fruit[] = FRUIT): SearchPage<Fruit> => ({ entities, totalCount: total });

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

beforeEach(() => {
  resetSession();
  signIn(['tickets:tickets:add']);
  resizeTo(375);
});
afterAll(() => resizeTo(1024));

describe('ListPage on a phone (below 768 px, given a card)', () => {
  it('shows each row as a card that is one link, with the same header, a Previous/Next pager and no table', async () => {
    const search = jest.fn((_view: FruitView) => Promise.resolve(page(60)));
    await renderInKitFrame(<FruitList search={search} />, '/fruit');
    const cards = await screen.findAllByTestId('fruit-row');
    expect(cards).toHaveLength(3);
    expect(screen.getByTestId('fruit-cards')).toBeInTheDocument();
    expect(screen.queryByTestId('fruit-table')).not.toBeInTheDocument();
    // The column chooser belongs to the table.
    expect(screen.queryByTestId('fruit-columns')).not.toBeInTheDocument();
    expect(cards[1].tagName).toBe('A');
    expect(cards[1]).toHaveAttribute('href', '/fruit/pear');
    expect(cards[1]).toHaveAttribute('data-fruit', 'pear');
    expect(cards[1]).toHaveTextContent('Pear Green');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Fruit');
    expect(screen.getByTestId('fruit-new')).toHaveTextContent('New fruit');
    expect(screen.getByText('Total: 60')).toBeInTheDocument();

    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('fruit-previous')).toBeDisabled();
    await userEvent.click(screen.getByTestId('fruit-next'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/fruit\?page=2$/));
    expect(await within(pager).findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('fruit-previous')).toBeEnabled();

    await userEvent.click(screen.getAllByTestId('fruit-row')[2]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/fruit\/plum$/);
  });

  it('folds the filters and a sort picker behind "Filters", and searches from a full-width box', async () => {
    const search = jest.fn((view: FruitView) => Promise.resolve(view.ripe === 'yes' ? page(0, []) : page()));
    await renderInKitFrame(<FruitList search={search} />, '/fruit');
    await screen.findAllByTestId('fruit-row');
    // One page only: no pager buttons.
    expect(screen.queryByTestId('fruit-next')).not.toBeInTheDocument();

    const toggle = screen.getByTestId('fruit-filters-toggle');
    expect(toggle).toHaveTextContent('Filters');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(within(panel).getByTestId('only-ripe')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByTestId('fruit-sort'), 'Name (descending)');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/fruit\?sort=name:desc$/));
    expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ sort: { field: 'name', order: 'desc' } }));

    await userEvent.type(screen.getByTestId('fruit-search'), 'pe');
    await waitFor(() => expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'pe' })));

    await userEvent.click(within(panel).getByTestId('only-ripe'));
    expect(await screen.findByText('No fruit matches')).toBeInTheDocument();
    expect(within(screen.getByTestId('fruit-cards')).getByTestId('fruit-empty-clear-filters')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('fruit-clear-filters'));
    await waitFor(() => expect(screen.getAllByTestId('fruit-row')).toHaveLength(3));
  });

  it('shares the empty and error states with the table: "none yet" offers New, a failed load offers Retry', async () => {
    const search = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(page(0, []));
    await renderInKitFrame(<FruitList search={search} />, '/fruit');
    const failed = await screen.findByTestId('fruit-error');
    expect(within(failed).getByRole('alert')).toHaveTextContent('Fruit could not be loaded');
    await userEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    const cards = await screen.findByTestId('fruit-cards');
    expect(within(cards).getByText('No fruit yet')).toBeInTheDocument();
    await userEvent.click(within(cards).getByRole('button', { name: 'New fruit' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/fruit/new');
  });

  it('turns back into the table with its column chooser when the window grows past 768 px', async () => {
    await renderInKitFrame(<FruitList search={() => Promise.resolve(page())} />, '/fruit');
    await screen.findByTestId('fruit-cards');
    act(() => resizeTo(1024));
    const table = await screen.findByTestId('fruit-table');
    expect(screen.queryByTestId('fruit-cards')).not.toBeInTheDocument();
    const headers = () => [...new Set(Array.from(table.querySelectorAll('thead th')).map((th) => th.textContent?.trim()))].filter(Boolean);
    expect(headers()).toEqual(['Name', 'Colour']);
    await userEvent.click(screen.getByTestId('fruit-columns'));
    const chooser = await screen.findByTestId('fruit-columns-panel');
    expect(chooser.querySelector('input[data-column="name"]')).toBeNull();
    await userEvent.click(chooser.querySelector<HTMLInputElement>('input[data-column="colour"]')!);
    await waitFor(() => expect(headers()).toEqual(['Name']));
  });
});
