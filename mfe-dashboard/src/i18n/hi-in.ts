import type { DashboardMessages } from './en-us';

export const hiIn: DashboardMessages = {
  pages: { overview: 'डैशबोर्ड' },
};
