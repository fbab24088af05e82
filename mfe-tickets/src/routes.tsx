import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from 'antd';
import type { FeatureRoute } from '@switchboard/shared/ui';
import { paths } from '@switchboard/shared/contracts';
import { MobileRedirect } from './mobile';

// Screens load on first visit so the remote entry stays small.
const PlaceholderPage = lazy(() => import('./screens/placeholder-page').then((m) => ({ default: m.PlaceholderPage })));
const TicketsListScreen = lazy(() => import('./screens/tickets-list').then((m) => ({ default: m.TicketsListScreen })));
const TicketDetailsScreen = lazy(() => import('./screens/ticket-details').then((m) => ({ default: m.TicketDetailsScreen })));
const TicketCreateScreen = lazy(() => import('./screens/ticket-create').then((m) => ({ default: m.TicketCreateScreen })));
const TicketMergeScreen = lazy(() => import('./screens/ticket-merge').then((m) => ({ default: m.TicketMergeScreen })));
const CustomersListScreen = lazy(() => import('./screens/customers').then((m) => ({ default: m.CustomersListScreen })));
const CustomerDetailsScreen = lazy(() => import('./screens/customers').then((m) => ({ default: m.CustomerDetailsScreen })));
const CustomerCreateScreen = lazy(() => import('./screens/customers').then((m) => ({ default: m.CustomerCreateScreen })));
const CategoriesListScreen = lazy(() => import('./screens/categories').then((m) => ({ default: m.CategoriesListScreen })));
const CategoryDetailsScreen = lazy(() => import('./screens/categories').then((m) => ({ default: m.CategoryDetailsScreen })));

/** Built screens by title key; the rest show the placeholder. */
const SCREENS: Record<string, ComponentType<{ mobile?: boolean }>> = {
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

function page(titleKey: string, { parent, mobileAware = false, mobile = false }: PageOptions = {}): ComponentType {
  function Page() {
    const Screen = SCREENS[titleKey];
    const content = (
      <Suspense fallback={<Skeleton active />}>
        {Screen ? <Screen mobile={mobile} /> : <PlaceholderPage titleKey={titleKey} parent={parent} mobile={mobile} />}
      </Suspense>
    );
    return mobileAware ? <MobileRedirect>{content}</MobileRedirect> : content;
  }
  Page.displayName = `Page(${titleKey})`;
  return Page;
}

/** `/tickets/**`. */
export const ticketsRoutes: FeatureRoute[] = [
  { path: '', redirectTo: 'list' },
  { path: 'list', permissions: ['tickets:tickets:view'], titleKey: 'pages.ticketsList', Component: page('pages.ticketsList') },
  {
    path: 'details',
    permissions: ['tickets:tickets:add'],
    titleKey: 'pages.ticketCreate',
    Component: page('pages.ticketCreate', { parent: TICKETS, mobileAware: true }),
  },
  {
    path: 'details/mobile',
    permissions: ['tickets:tickets:add'],
    titleKey: 'pages.ticketCreate',
    Component: page('pages.ticketCreate', { parent: TICKETS, mobileAware: true, mobile: true }),
  },
  {
    path: 'details/:id',
    permissions: ['tickets:tickets:view'],
    titleKey: 'pages.ticketDetails',
    Component: page('pages.ticketDetails', { parent: TICKETS, mobileAware: true }),
  },
  {
    path: 'details/:id/mobile',
    permissions: ['tickets:tickets:view'],
    titleKey: 'pages.ticketDetails',
    Component: page('pages.ticketDetails', { parent: TICKETS, mobileAware: true, mobile: true }),
  },
  { path: 'merge', permissions: ['tickets:tickets:merge'], titleKey: 'pages.ticketsMerge', Component: page('pages.ticketsMerge', { parent: TICKETS }) },
];

/** `/categories/**`. */
export const categoriesRoutes: FeatureRoute[] = [
  { path: '', redirectTo: 'list' },
  {
    path: 'list',
    permissions: ['tickets:categories:view'],
    titleKey: 'pages.categoriesList',
    Component: page('pages.categoriesList'),
  },
  {
    path: 'details',
    permissions: ['tickets:categories:add'],
    titleKey: 'pages.categoryCreate',
    Component: page('pages.categoryCreate', { parent: CATEGORIES }),
  },
  {
    path: 'details/:id',
    permissions: ['tickets:categories:view'],
    titleKey: 'pages.categoryDetails',
    Component: page('pages.categoryDetails', { parent: CATEGORIES }),
  },
];

/** `/customers/**`. */
export const customersRoutes: FeatureRoute[] = [
  { path: '', redirectTo: 'list' },
  {
    path: 'list',
    permissions: ['tickets:customers:view'],
    titleKey: 'pages.customersList',
    Component: page('pages.customersList'),
  },
  {
    path: 'details/:id',
    permissions: ['tickets:customers:view'],
    titleKey: 'pages.customerDetails',
    Component: page('pages.customerDetails', { parent: CUSTOMERS }),
  },
  {
    path: 'details',
    permissions: ['tickets:customers:add'],
    titleKey: 'pages.customerCreate',
    Component: page('pages.customerCreate', { parent: CUSTOMERS }),
  },
];
