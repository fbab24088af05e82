import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderInKitFrame, resetSession, signIn } from '../test-utils/index.js';
import type { FeatureRoute } from '../ui/feature.js';
import { FeatureRoutes } from '../ui/feature-routes.js';
import { linkCell, ListPage, useListPage, type SearchPage } from './list-page';
import { defineListQuery, oneOf, type ListView } from './list-query';

interface Fruit {
  id: string;
  name: string;
}

const FRUIT_QUERY = defineListQuery({ sortFields: ['name'] as const, filters: { ripe: oneOf(['all', 'yes'] as const, 'all') } });
type FruitView = ListView<'name', { ripe: 'all' | 'yes' }>;

function FruitList(props: { search: (view: FruitView) => Promise<SearchPage<Fruit>>; onOpen?: (fruit: Fruit) => void; remove?: (rows: Fruit[]) => Promise<void> }) {
  const list = useListPage({ query: FRUIT_QUERY, search: props.search, loadFailed: 'Fruit could not be loaded' });
  return (
    <ListPage
      list={list}
      title="Fruit"
      breadcrumb={[{ title: 'Home', to: '/' }, { title: 'Fruit' }]}
      testId="fruit"
      columns={[{ title: 'Name', dataIndex: 'name', ...list.sortable('name') }]}
      rowKey={(fruit) => fruit.id}
      rowAttributes={(fruit) => ({ 'data-testid': 'fruit-row', 'aria-label': fruit.name })}
      create={{ label: 'New fruit', onClick: () => list.leave('/fruit/new') }}
      filters={<button type="button" onClick={() => list.setView({ ripe: 'yes' })}>Only ripe</button>}
      onOpen={props.onOpen}
      emptyNone="No fruit yet"
      emptyNoMatch="No fruit matches"
      bulkActions={props.remove ? [{ key: 'delete', label: 'Delete', danger: true, run: props.remove }] : undefined}
    />
  );
}

const page = (names: string[]): SearchPage<Fruit> => ({ entities: names.map((name) => ({ id: name, name })), totalCount: names.length });

describe('ListPage', () => {
  it('shows the header, the rows, and keeps sort and filters in the URL', async () => {
    const search = jest.fn((view: FruitView) => Promise.resolve(page(view.ripe === 'yes' ? [] : ['Apple', 'Pear'])));
    await renderInKitFrame(<FruitList search={search} />, '/fruit');
    expect(await screen.findAllByTestId('fruit-row')).toHaveLength(2);
    expect(screen.getByTestId('page-title')).toHaveTextContent('Fruit');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Total: 2')).toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/fruit?sort=name:asc'));
    expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ sort: { field: 'name', order: 'asc' } }));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(screen.getByRole('button', { name: 'Only ripe' }));
    expect(await screen.findByText('No fruit matches')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('fruit-clear-filters'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/fruit\?sort=name:asc$/));
  });

  it('opens a row on click and on Enter', async () => {
    const onOpen = jest.fn();
    await renderInKitFrame(<FruitList search={() => Promise.resolve(page(['Apple']))} onOpen={onOpen} />, '/fruit');
    const row = await screen.findByTestId('fruit-row');
    await userEvent.click(within(row).getByText('Apple'));
    row.focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('offers the primary action on an empty list and shows a failed load with a retry', async () => {
    const search = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(page([]));
    await renderInKitFrame(<FruitList search={search} />, '/fruit');
    const failed = await screen.findByTestId('fruit-error');
    expect(within(failed).getByText('Fruit could not be loaded')).toBeInTheDocument();
    await userEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    const empty = (await screen.findByText('No fruit yet')).parentElement!;
    // The empty list offers it too, beside the header's.
    await userEvent.click(within(empty).getByRole('button', { name: 'New fruit' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/fruit/new');
  });

  it('says a failed load once, where the rows would be, with what the server said', async () => {
    const refusal = Object.assign(new Error('HTTP 503'), { response: { status: 503, data: { statusCode: 503, message: 'Database is busy' } } });
    await renderInKitFrame(<FruitList search={() => Promise.reject(refusal)} />, '/fruit');
    const failed = await screen.findByTestId('fruit-error');
    expect(within(failed).getByRole('alert')).toHaveTextContent('Fruit could not be loaded');
    expect(within(failed).getByText('Database is busy')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('Fruit could not be loaded')).toHaveLength(1);
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });

  it('runs a bulk action on the selected rows only after confirmation', async () => {
    const remove = jest.fn(() => Promise.resolve());
    await renderInKitFrame(<FruitList search={() => Promise.resolve(page(['Apple', 'Pear']))} remove={remove} />, '/fruit');
    const [apple] = await screen.findAllByTestId('fruit-row');
    await userEvent.click(within(apple).getByRole('checkbox'));
    // The bulk bar is fetched when the first row is chosen.
    await userEvent.click(await screen.findByTestId('fruit-bulk-delete'));
    expect((await screen.findAllByText('Apply to the selected items (1)?')).length).toBeGreaterThan(0);
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('fruit-bulk-confirm'));
    await waitFor(() => expect(remove).toHaveBeenCalledWith([{ id: 'Apple', name: 'Apple' }]));
  });

  it("asks its section for the code of a row's screen as the pointer or the focus reaches the row, before it is opened", async () => {
    const details = Object.assign(() => <p>Fruit details</p>, { preload: jest.fn(() => Promise.resolve()) });
    const create = Object.assign(() => <p>New fruit</p>, { preload: jest.fn(() => Promise.resolve()) });
    function FruitShop() {
      const list = useListPage({ query: FRUIT_QUERY, search: () => Promise.resolve(page(['Apple', 'Pear'])), loadFailed: 'Fruit could not be loaded' });
      return (
        <ListPage
          list={list}
          title="Fruit"
          testId="shop"
          columns={[{ title: 'Name', dataIndex: 'name' }]}
          rowKey={(fruit) => fruit.id}
          rowAttributes={(fruit) => ({ 'data-testid': 'fruit-row', 'aria-label': fruit.name })}
          details={{ path: (id?: string) => `/fruit/details/${id ?? 'new'}` }}
          emptyNone="No fruit yet"
          emptyNoMatch="No fruit matches"
        />
      );
    }
    const routes: FeatureRoute[] = [
      { path: 'list', Component: FruitShop, withoutKit: true },
      { path: 'details/new', Component: create, withoutKit: true },
      { path: 'details/:id', Component: details, withoutKit: true },
    ];
    await renderInKitFrame(
      <Routes>
        <Route path="/fruit/*" element={<FeatureRoutes routes={routes} />} />
      </Routes>,
      '/fruit/list',
    );
    const [apple, pear] = await screen.findAllByTestId('fruit-row');
    expect(details.preload).not.toHaveBeenCalled();
    await userEvent.hover(apple!);
    expect(details.preload).toHaveBeenCalledTimes(1);
    pear!.focus();
    expect(details.preload).toHaveBeenCalledTimes(2);
    // The row's own screen, not the create page beside it, and nothing opened.
    expect(create.preload).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/fruit\/list$/);
  });

  it('opens the details screen of a row, offers "New" by permission and searches the view\'s text', async () => {
    function FruitShop({ search }: { search: (view: FruitView) => Promise<SearchPage<Fruit>> }) {
      const list = useListPage({ query: FRUIT_QUERY, search, loadFailed: 'Fruit could not be loaded' });
      const fruitPath = (id?: string) => (id ? `/fruit/${id}` : '/fruit/new');
      return (
        <ListPage
          list={list}
          title="Fruit"
          testId="shop"
          columns={[{ title: 'Name', dataIndex: 'name', render: linkCell((fruit: Fruit) => fruitPath(fruit.id)) }]}
          rowKey={(fruit) => fruit.id}
          rowAttributes={(fruit) => ({ 'data-testid': 'fruit-row', 'aria-label': fruit.name })}
          details={{ path: fruitPath, create: { label: 'New fruit', permissions: ['tickets:tickets:add'] } }}
          search={{ label: 'Search fruit' }}
          emptyNone="No fruit yet"
          emptyNoMatch="No fruit matches"
        />
      );
    }
    const search = jest.fn((view: FruitView) => Promise.resolve(page(['Apple', 'Pear'].filter((name) => name.toLowerCase().includes(view.q)))));

    resetSession();
    signIn(['tickets:tickets:view']);
    const { unmount } = await renderInKitFrame(<FruitShop search={search} />, '/fruit');
    expect(await screen.findAllByTestId('fruit-row')).toHaveLength(2);
    expect(screen.queryByTestId('shop-new')).not.toBeInTheDocument();
    unmount();

    signIn(['tickets:tickets:add']);
    await renderInKitFrame(<FruitShop search={search} />, '/fruit');
    expect(await screen.findByTestId('shop-new')).toHaveTextContent('New fruit');
    expect(screen.getByRole('link', { name: 'Pear' })).toHaveAttribute('href', '/fruit/Pear');

    await userEvent.type(screen.getByTestId('shop-search'), 'app');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/fruit?q=app'));
    await waitFor(() => expect(screen.getAllByTestId('fruit-row')).toHaveLength(1));
    await userEvent.click(within(screen.getByTestId('fruit-row')).getByText('Apple'));
    expect(screen.getByTestId('location')).toHaveTextContent('/fruit/Apple');

    await userEvent.click(await screen.findByTestId('shop-new'));
    expect(screen.getByTestId('location')).toHaveTextContent('/fruit/new');
  });
});
