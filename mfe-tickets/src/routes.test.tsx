import { screen, waitFor } from '@testing-library/react';
import type { FeatureRoute } from '@switchboard/shared/ui';
import { feature } from './feature';
import { categoriesRoutes, customersRoutes, ticketsRoutes } from './routes';
import { renderSection } from '@switchboard/test-utils';
import { NOT_FOUND, fakeServer, lookupReply } from './test-support';

// The built screens call the API: an empty list, the pick lists, and 404 for anything else.
beforeEach(() => {
  fakeServer((request) => {
    if (request.url === 'tickets/search') return { status: 200, data: { entities: [], totalCount: 0, pageNumber: 1, pageSize: 25 } };
    if (request.url === 'customers/search') return { status: 200, data: { entities: [], totalCount: 0, pageNumber: 1, pageSize: 25 } };
    return lookupReply(request.url) ?? NOT_FOUND;
  });
});

// The route table, written out by hand: [path, permissions (any of) | redirect target].
type Expected = [path: string, access: string[] | { redirect: string }];
const SPEC: Record<string, { routes: readonly FeatureRoute[]; expected: Expected[] }> = {
  tickets: {
    routes: ticketsRoutes,
    expected: [
      ['', { redirect: 'list' }],
      ['list', ['tickets:tickets:view']],
      ['details', ['tickets:tickets:add']],
      ['details/:id', ['tickets:tickets:view']],
      ['details/mobile', ['tickets:tickets:add']],
      ['details/:id/mobile', ['tickets:tickets:view']],
      ['merge', ['tickets:tickets:merge']],
    ],
  },
  categories: {
    routes: categoriesRoutes,
    expected: [
      ['', { redirect: 'list' }],
      ['list', ['tickets:categories:view']],
      ['details', ['tickets:categories:add']],
      ['details/:id', ['tickets:categories:view']],
    ],
  },
  customers: {
    routes: customersRoutes,
    expected: [
      ['', { redirect: 'list' }],
      ['list', ['tickets:customers:view']],
      ['details/:id', ['tickets:customers:view']],
      ['details', ['tickets:customers:add']],
    ],
  },
};

describe('tickets remote route table', () => {
  it('mounts tickets, categories and customers', () => {
    expect(feature.id).toBe('tickets');
    expect(feature.sections.map((s) => s.prefix)).toEqual(['tickets', 'categories', 'customers']);
  });

  describe.each(Object.entries(SPEC))('%s', (_section, { routes, expected }) => {
    it('has exactly the paths of the route table', () => {
      expect(routes.map((r) => r.path).sort()).toEqual(expected.map(([path]) => path).sort());
    });

    it.each(expected)('%s needs %j', (path, access) => {
      const route = routes.find((r) => r.path === path)!;
      if ('redirect' in access) {
        expect(route.redirectTo).toBe(access.redirect);
      } else {
        expect([...(route.permissions ?? [])].sort()).toEqual([...access].sort());
        expect(route.Component).toBeDefined();
      }
    });
  });
});

describe('tickets remote screens', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  });

  it('/tickets/merge shows the built merge screen', async () => {
    await renderSection({ feature, path: '/tickets/merge', permissions: ['tickets:tickets:merge'] });
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Merge tickets');
    expect(await screen.findByTestId('merge-preview')).toBeInTheDocument();
    expect(screen.queryByText('This screen is not built yet')).not.toBeInTheDocument();
  });

  it.each([
    ['/tickets/list', 'Tickets', 'tickets-table'],
    ['/tickets/details', 'New ticket', 'ticket-create-form'],
    ['/tickets/details/42', 'Ticket details', null],
  ])('%s shows the built screen titled "%s"', async (path, title, testId) => {
    await renderSection({ feature, path, permissions: ['tickets:tickets:view', 'tickets:tickets:add'] });
    expect(await screen.findByTestId('page-title')).toHaveTextContent(title);
    if (testId) expect(await screen.findByTestId(testId)).toBeInTheDocument();
    else expect(await screen.findByText('Ticket not found')).toBeInTheDocument();
    expect(screen.queryByText('This screen is not built yet')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });

  it.each([
    ['/customers/list', 'Customers', 'customers-table'],
    ['/customers/details', 'New customer', 'customer-form'],
    ['/customers/details/42', 'Customer details', null],
  ])('%s shows the built customer screen titled "%s"', async (path, title, testId) => {
    await renderSection({ feature, path, permissions: ['tickets:customers:view', 'tickets:customers:add'] });
    expect(await screen.findByTestId('page-title')).toHaveTextContent(title);
    if (testId) expect(await screen.findByTestId(testId)).toBeInTheDocument();
    else expect(await screen.findByText('Customer not found')).toBeInTheDocument();
    expect(screen.queryByText('This screen is not built yet')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });

  it.each([
    ['/categories/list', 'Categories', 'categories-table'],
    ['/categories/details', 'New category', 'designer-preview'],
    ['/categories/details/42', 'Category details', null],
  ])('%s shows the built category screen titled "%s"', async (path, title, testId) => {
    await renderSection({ feature, path, permissions: ['tickets:categories:view', 'tickets:categories:add'] });
    expect(await screen.findByTestId('page-title')).toHaveTextContent(title);
    if (testId) expect(await screen.findByTestId(testId)).toBeInTheDocument();
    else expect(await screen.findByText('Category not found')).toBeInTheDocument();
    expect(screen.queryByText('This screen is not built yet')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });

  it.each(['/tickets', '/categories', '/customers'])('%s redirects to its list', async (path) => {
    await renderSection({ feature, path, permissions: ['tickets:tickets:view', 'tickets:categories:view', 'tickets:customers:view'] });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`${path}/list`));
  });

  it('sends a user without the permission to /permission', async () => {
    await renderSection({ feature, path: '/tickets/merge', permissions: ['tickets:tickets:view'] });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/permission'));
    expect(screen.getByText('permission page')).toBeInTheDocument();
  });

  it('lets a user who may view tickets open one but not create one', async () => {
    await renderSection({ feature, path: '/tickets/details', permissions: ['tickets:tickets:view'] });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/permission'));
  });

  it('sends unknown paths to /404', async () => {
    await renderSection({ feature, path: '/tickets/nowhere', permissions: ['tickets:tickets:view'] });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/404'));
  });
});

describe('mobile variants of ticket details', () => {
  const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  const all = ['tickets:tickets:view', 'tickets:tickets:add'];

  it.each([
    ['/tickets/details', '/tickets/details/mobile'],
    ['/tickets/details/42', '/tickets/details/42/mobile'],
  ])('a 375 px screen on %s goes to %s', async (from, to) => {
    setWidth(375);
    await renderSection({ feature, path: from, permissions: all });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${to}$`)));
    expect(await screen.findByText('Mobile view')).toBeInTheDocument();
  });

  it.each([
    ['/tickets/details/mobile', '/tickets/details'],
    ['/tickets/details/42/mobile', '/tickets/details/42'],
  ])('a desktop on %s goes back to %s', async (from, to) => {
    setWidth(1280);
    await renderSection({ feature, path: from, permissions: all });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${to}$`)));
    expect(await screen.findByTestId('page-title')).toBeInTheDocument();
    expect(screen.queryByText('Mobile view')).not.toBeInTheDocument();
  });

  it('a phone browser on a wide screen still gets the mobile variant', async () => {
    setWidth(1280);
    const agent = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    );
    await renderSection({ feature, path: '/tickets/details/42', permissions: all });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/tickets\/details\/42\/mobile$/));
    agent.mockRestore();
  });

  it('keeps the query string when switching variant', async () => {
    setWidth(375);
    await renderSection({ feature, path: '/tickets/details/42?tab=messages', permissions: all });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tickets/details/42/mobile?tab=messages'));
  });
});
