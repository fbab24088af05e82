import type { DashboardMessages } from './types';

/** Portuguese strings of the `dashboard` namespace: their own chunk, fetched only when Portuguese is in use. */
const ptPt: DashboardMessages = {
  pages: { overview: 'Painel' },
};

export default ptPt;
