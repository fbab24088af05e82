import type { DashboardMessages } from './types';

/** French strings of the `dashboard` namespace: their own chunk, fetched only when French is in use. */
const frFr: DashboardMessages = {
  pages: { overview: 'Tableau de bord' },
};

export default frFr;
