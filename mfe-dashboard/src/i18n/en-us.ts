/** English (default) strings of the `dashboard` namespace; every other locale has exactly these keys. */
export const enUs = {
  pages: { overview: 'Dashboard' },
};

/** The shape every locale must match (same keys, any strings). */
export type DashboardMessages = typeof enUs;
