import { screen, waitFor } from '@testing-library/react';
import type { FeatureRoute } from '@switchboard/shared/ui';
import { feature } from './feature';
import { categoriesRoutes, customersRoutes, ticketsRoutes } from './routes';
import { renderSection } from '@switchboard/test-utils';
import { mockHttp } from '@switchboard/test-utils';
import { NOT_FOUND, lookupReply } from './test-support';

// The built screens call the API: an empty list, the pick lists, and 404 for anything else.
beforeEach(() => {
  mockHttp((request) => {
    if (request.url === 'tickets/search') return { status: 200, data: { entities: [], totalCount: 0, pageNumber: 1, pageSize: 25 } };
    if (request.url === 'customers/search') return { status: 200, data: { entities: [], totalCount: 0, pageNumber: 1, pageSize: 25 } };
    return lookupReply(request.url) ?? NOT_FOUND;
  });
});

// The route table, written out by hand: [path, permissions (any of) | redirect target].
type Expected = [path: string, access: string[] | { redirect: string }];
/** A list-and-details section: the index opens the list; the list and a record need `<resource>:view`, a new one `:add`. */
const listAndDetails = (resource: string): Expected[] => [
  ['', { redirect: 'list' }],
  ['list', [`${resource}:view`]],
  ['details', [`${resource}:add`]],
  ['details/:id', [`${resource}:view`]],
];

const SPEC: Record<string, { routes: readonly FeatureRoute[]; expected: Expected[] }> = {
  tickets: {
    routes: ticketsRoutes,
    expected: [
      ...listAndDetails('tickets:tickets'),
      ['details/mobile', ['tickets:tickets:add']],
      ['details/:id/mobile', ['tickets:tickets:view']],
      ['merge', ['tickets:tickets:merge']],
    ],
  },
  categories: { routes: categoriesRoutes, expected: listAndDetails('tickets:categories') },
  customers: { routes: customersRoutes, expected: listAndDetails('tickets:customers') },
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

    // The shell fetches the screen of the address a page opens with while its own frame loads.
    it('lets every screen be fetched before it renders', async () => {
      for (const route of routes.filter((r) => r.Component)) await expect(route.Component!.preload?.()).resolves.toBeDefined();
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

  // [path, page title, what the built screen shows: a test id, or the not-found text of a missing record]
  const BUILT: [string, string, { testId: string } | { text: string }][] = [
    ['/tickets/list', 'Tickets', { testId: 'tickets-table' }],
    ['/tickets/details', 'New ticket', { testId: 'ticket-create-form' }],
    ['/tickets/details/42', 'Ticket details', { text: 'Ticket not found' }],
    ['/customers/list', 'Customers', { testId: 'customers-table' }],
    ['/customers/details', 'New customer', { testId: 'customer-form' }],
    ['/customers/details/42', 'Customer details', { text: 'Customer not found' }],
    ['/categories/list', 'Categories', { testId: 'categories-table' }],
    ['/categories/details', 'New category', { testId: 'designer-preview' }],
    ['/categories/details/42', 'Category details', { text: 'Category not found' }],
  ];
  it.each(BUILT)('%s shows the built screen titled "%s"', async (path, title, shows) => {
    // The section's own view and add permissions (`tickets:<section>:view`, …).
    const section = path.split('/')[1];
    await renderSection({ feature, path, permissions: [`tickets:${section}:view`, `tickets:${section}:add`] });
    expect(await screen.findByTestId('page-title')).toHaveTextContent(title);
    expect(await ('testId' in shows ? screen.findByTestId(shows.testId) : screen.findByText(shows.text))).toBeInTheDocument();
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

  // [screen width, path opened, where it ends]; neither variant carries a "Mobile view" debug tag.
  it.each([
    [375, '/tickets/details', '/tickets/details/mobile'],
    [375, '/tickets/details/42', '/tickets/details/42/mobile'],
    [1280, '/tickets/details/mobile', '/tickets/details'],
    [1280, '/tickets/details/42/mobile', '/tickets/details/42'],
  ])('a %i px screen on %s goes to %s', async (width, from, to) => {
    setWidth(width);
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
