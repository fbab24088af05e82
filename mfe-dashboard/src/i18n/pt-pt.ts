import type { DashboardMessages } from './en-us';

export const ptPt: DashboardMessages = {
  pages: { overview: 'Painel' },
};
