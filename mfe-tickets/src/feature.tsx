import { matchPath } from 'react-router-dom';
import { paths } from '@switchboard/shared/contracts';
import type { RemoteFeature } from '@switchboard/shared/ui';
import { TICKETS_NAMESPACE, ticketsResources } from './i18n/resources';
import { categoriesRoutes, customersRoutes, ticketsRoutes } from './routes';
import { askFirstPage } from './screens/tickets-list/first-page';

/** What the shell mounts: `/tickets`, `/categories` and `/customers`. */
export const feature: RemoteFeature = {
  id: 'tickets',
  // The shell ⇄ remote contract version this remote is built against, written out: the shared contracts module at run time is the shell's.
  version: '1.2.0',
  sections: [
    { prefix: 'tickets', routes: ticketsRoutes },
    { prefix: 'categories', routes: categoriesRoutes },
    { prefix: 'customers', routes: customersRoutes },
  ],
  i18n: { namespace: TICKETS_NAMESPACE, resources: ticketsResources },
  // A page opened on the tickets list asks for its first page as the remote arrives, beside the list's
  // code. In the remote's entry (~2 KB): from a chunk of its own the call waited for one more file.
  preloadData: (pathname, search) => {
    if (matchPath(paths.ticketsList(), pathname)) askFirstPage(search);
  },
};
