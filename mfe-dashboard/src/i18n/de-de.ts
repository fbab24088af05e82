import type { DashboardMessages } from './en-us';

export const deDe: DashboardMessages = {
  pages: { overview: 'Dashboard' },
};
