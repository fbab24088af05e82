import { Suspense, type ComponentType } from 'react';
import { KitSkeleton } from '@switchboard/shared/crud';
import { lazyScreen, type FeatureRoute, type ScreenComponent } from '@switchboard/shared/ui';
import { paths, type Permission } from '@switchboard/shared/contracts';
import { MobileRedirect } from './mobile';

// Screens load on first visit so the remote entry stays small.
const PlaceholderPage = lazyScreen(() => import('./screens/placeholder-page'), (m) => m.PlaceholderPage);
const TicketsListScreen = lazyScreen(() => import('./screens/tickets-list'), (m) => m.TicketsListScreen);
const TicketDetailsScreen = lazyScreen(() => import('./screens/ticket-details'), (m) => m.TicketDetailsScreen);
const TicketCreateScreen = lazyScreen(() => import('./screens/ticket-create'), (m) => m.TicketCreateScreen);
const TicketMergeScreen = lazyScreen(() => import('./screens/ticket-merge'), (m) => m.TicketMergeScreen);
// Each screen from its own file, so each is a chunk of its own: a list never fetches its details or
// create screen, nor the antd components only those draw.
const CustomersListScreen = lazyScreen(() => import('./screens/customers/customers-list-screen'), (m) => m.CustomersListScreen);
const CustomerDetailsScreen = lazyScreen(() => import('./screens/customers/customer-details-screen'), (m) => m.CustomerDetailsScreen);
const CustomerCreateScreen = lazyScreen(() => import('./screens/customers/customer-create-screen'), (m) => m.CustomerCreateScreen);
const CategoriesListScreen = lazyScreen(() => import('./screens/categories/categories-list-screen'), (m) => m.CategoriesListScreen);
const CategoryDetailsScreen = lazyScreen(() => import('./screens/categories/category-details-screen'), (m) => m.CategoryDetailsScreen);

/** Built screens by title key; the rest show the placeholder. */
const SCREENS: Record<string, ComponentType<{ mobile?: boolean }> & { preload: () => Promise<unknown> }> = {
  'pages.ticketsList': TicketsListScreen,
  'pages.ticketDetails': TicketDetailsScreen,
  'pages.ticketCreate': TicketCreateScreen,
  'pages.ticketsMerge': TicketMergeScreen,
  'pages.customersList': CustomersListScreen,
  'pages.customerDetails': CustomerDetailsScreen,
  'pages.customerCreate': CustomerCreateScreen,
  'pages.categoriesList': CategoriesListScreen,
  'pages.categoryCreate': CategoryDetailsScreen,
  'pages.categoryDetails': CategoryDetailsScreen,
};

const TICKETS = { titleKey: 'sections.tickets', to: paths.ticketsList() };
const CATEGORIES = { titleKey: 'sections.categories', to: paths.categoriesList() };
const CUSTOMERS = { titleKey: 'sections.customers', to: paths.customersList() };

interface PageOptions {
  /** The section's list page for the breadcrumb. */
  parent?: { titleKey: string; to: string };
  /** Details routes follow the mobile rule: small screens get the `/mobile` variant, desktops the full one. */
  mobileAware?: boolean;
  /** The route is the `/mobile` variant. */
  mobile?: boolean;
}

function page(titleKey: string, { parent, mobileAware = false, mobile = false }: PageOptions = {}): ScreenComponent {
  function Page() {
    const Screen = SCREENS[titleKey];
    const content = (
      <Suspense fallback={<KitSkeleton />}>
        {Screen ? <Screen mobile={mobile} /> : <PlaceholderPage titleKey={titleKey} parent={parent} />}
      </Suspense>
    );
    return mobileAware ? <MobileRedirect>{content}</MobileRedirect> : content;
  }
  Page.displayName = `Page(${titleKey})`;
  Page.preload = (SCREENS[titleKey] ?? PlaceholderPage).preload;
  return Page;
}

/** A route to the page titled `titleKey`, open to holders of `permission`. */
function route(path: string, permission: Permission, titleKey: string, options?: PageOptions): FeatureRoute {
  return { path, permissions: [permission], titleKey, Component: page(titleKey, options) };
}

/** A details route and its `/mobile` variant, which follow the mobile rule between them. */
function withMobileVariant(path: string, permission: Permission, titleKey: string, parent: PageOptions['parent']): FeatureRoute[] {
  return [route(path, permission, titleKey, { parent, mobileAware: true }), route(`${path}/mobile`, permission, titleKey, { parent, mobileAware: true, mobile: true })];
}

/** `/tickets/**`. */
export const ticketsRoutes: FeatureRoute[] = [
  { path: '', redirectTo: 'list' },
  // Drawn without antd until its rows are in (the filters bring the kit after them).
  { ...route('list', 'tickets:tickets:view', 'pages.ticketsList'), withoutKit: true },
  ...withMobileVariant('details', 'tickets:tickets:add', 'pages.ticketCreate', TICKETS),
  ...withMobileVariant('details/:id', 'tickets:tickets:view', 'pages.ticketDetails', TICKETS),
  route('merge', 'tickets:tickets:merge', 'pages.ticketsMerge', { parent: TICKETS }),
];

/** `/categories/**`. */
export const categoriesRoutes: FeatureRoute[] = [
  { path: '', redirectTo: 'list' },
  { ...route('list', 'tickets:categories:view', 'pages.categoriesList'), withoutKit: true },
  route('details', 'tickets:categories:add', 'pages.categoryCreate', { parent: CATEGORIES }),
  route('details/:id', 'tickets:categories:view', 'pages.categoryDetails', { parent: CATEGORIES }),
];

/** `/customers/**`. */
export const customersRoutes: FeatureRoute[] = [
  { path: '', redirectTo: 'list' },
  { ...route('list', 'tickets:customers:view', 'pages.customersList'), withoutKit: true },
  route('details/:id', 'tickets:customers:view', 'pages.customerDetails', { parent: CUSTOMERS }),
  route('details', 'tickets:customers:add', 'pages.customerCreate', { parent: CUSTOMERS }),
];
