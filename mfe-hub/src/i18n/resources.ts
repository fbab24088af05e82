import { lazyNamespace } from '@switchboard/shared/i18n';
import { enUs } from './en-us';
import type { HubResources } from './types';

export type { HubResources } from './types';

/** i18next namespace of this remote. */
export const HUB_NAMESPACE = 'hub';

/** English ships with the hub (it is the fallback); every other language is its own chunk, fetched when in use. */
export const hubStrings = lazyNamespace<HubResources>(HUB_NAMESPACE, enUs, (locale) =>
  // One chunk per locale file of this folder.
  import(/* webpackInclude: /[a-z]{2}-[a-z]{2}\.ts$/ */ `./${locale}`),
);

/** Each locale's strings or chunk loader, as the hub's feature hands them over. */
export const hubResources = hubStrings.resources;
