import type { DashboardMessages } from './types';

/** Dutch strings of the `dashboard` namespace: their own chunk, fetched only when Dutch is in use. */
const nlNl: DashboardMessages = {
  pages: { overview: 'Dashboard' },
};

export default nlNl;
