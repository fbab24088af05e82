import type { DashboardMessages } from './en-us';

export const zhCn: DashboardMessages = {
  pages: { overview: '仪表板' },
};
