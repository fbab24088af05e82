import type { RemoteFeature } from '@switchboard/shared/ui';
import { TICKETS_NAMESPACE, ticketsResources } from './i18n/resources';
import { categoriesRoutes, customersRoutes, ticketsRoutes } from './routes';

/** What the shell mounts: `/tickets`, `/categories` and `/customers` (DESIGN §4). */
export const feature: RemoteFeature = {
  id: 'tickets',
  sections: [
    { prefix: 'tickets', routes: ticketsRoutes },
    { prefix: 'categories', routes: categoriesRoutes },
    { prefix: 'customers', routes: customersRoutes },
  ],
  i18n: { namespace: TICKETS_NAMESPACE, resources: ticketsResources },
};
