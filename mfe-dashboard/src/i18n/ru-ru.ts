import type { DashboardMessages } from './en-us';

export const ruRu: DashboardMessages = {
  pages: { overview: 'Панель мониторинга' },
};
