import type { DashboardMessages } from './en-us';

export const arAe: DashboardMessages = {
  pages: { overview: 'لوحة المعلومات' },
};
