import type { DashboardMessages } from './types';

/** Spanish strings of the `dashboard` namespace: their own chunk, fetched only when Spanish is in use. */
const esEs: DashboardMessages = {
  pages: { overview: 'Panel' },
};

export default esEs;
