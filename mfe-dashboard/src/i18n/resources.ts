import { lazyNamespace } from '@switchboard/shared/i18n';
import { enUs } from './en-us';
import type { DashboardMessages } from './types';

/** i18next namespace of this remote. */
export const DASHBOARD_NAMESPACE = 'dashboard';

/** English ships with the remote (it is the fallback); every other language is its own chunk, fetched when in use. */
export const dashboardStrings = lazyNamespace<DashboardMessages>(DASHBOARD_NAMESPACE, enUs, (locale) =>
  // One chunk per locale file of this folder.
  import(/* webpackInclude: /[a-z]{2}-[a-z]{2}\.ts$/ */ `./${locale}`),
);
