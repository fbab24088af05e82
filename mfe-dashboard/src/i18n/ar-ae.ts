import type { DashboardMessages } from './types';

/** Arabic strings of the `dashboard` namespace: their own chunk, fetched only when Arabic is in use. */
const arAe: DashboardMessages = {
  pages: { overview: 'لوحة المعلومات' },
};

export default arAe;
