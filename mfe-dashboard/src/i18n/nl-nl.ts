import type { DashboardMessages } from './en-us';

export const nlNl: DashboardMessages = {
  pages: { overview: 'Dashboard' },
};
