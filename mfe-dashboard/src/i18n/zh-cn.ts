import type { DashboardMessages } from './types';

/** Chinese (simplified) strings of the `dashboard` namespace: their own chunk, fetched only when Chinese is in use. */
const zhCn: DashboardMessages = {
  pages: { overview: '仪表板' },
};

export default zhCn;
