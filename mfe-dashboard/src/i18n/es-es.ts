import type { DashboardMessages } from './en-us';

export const esEs: DashboardMessages = {
  pages: { overview: 'Panel' },
};
