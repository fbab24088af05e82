import type { DashboardMessages } from './types';

/** Hindi strings of the `dashboard` namespace: their own chunk, fetched only when Hindi is in use. */
const hiIn: DashboardMessages = {
  pages: { overview: 'डैशबोर्ड' },
};

export default hiIn;
