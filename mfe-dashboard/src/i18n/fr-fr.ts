import type { DashboardMessages } from './en-us';

export const frFr: DashboardMessages = {
  pages: { overview: 'Tableau de bord' },
};
