/** English (default) strings of the `dashboard` namespace; every other locale has exactly these keys. */
export const enUs = {
  pages: { overview: 'Dashboard' },
};
