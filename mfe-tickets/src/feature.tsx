import type { RemoteFeature } from '@switchboard/shared/ui';
import { TICKETS_NAMESPACE, ticketsResources } from './i18n/resources';
import { categoriesRoutes, customersRoutes, ticketsRoutes } from './routes';

/** What the shell mounts: `/tickets`, `/categories` and `/customers`. */
export const feature: RemoteFeature = {
  id: 'tickets',
  // The shell ⇄ remote contract version this remote is built against, written out: the shared contracts module at run time is the shell's.
  version: '1.1.0',
  sections: [
    { prefix: 'tickets', routes: ticketsRoutes },
    { prefix: 'categories', routes: categoriesRoutes },
    { prefix: 'customers', routes: customersRoutes },
  ],
  i18n: { namespace: TICKETS_NAMESPACE, resources: ticketsResources },
};
