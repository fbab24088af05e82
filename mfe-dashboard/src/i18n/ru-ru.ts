import type { DashboardMessages } from './types';

/** Russian strings of the `dashboard` namespace: their own chunk, fetched only when Russian is in use. */
const ruRu: DashboardMessages = {
  pages: { overview: 'Панель мониторинга' },
};

export default ruRu;
