import type { DashboardMessages } from './types';

/** German strings of the `dashboard` namespace: their own chunk, fetched only when German is in use. */
const deDe: DashboardMessages = {
  pages: { overview: 'Dashboard' },
};

export default deDe;
