// The other languages are not re-exported: each is a lazy chunk (see resources.ts).
export { enUs } from './en-us';
export { HUB_NAMESPACE, hubResources, hubStrings } from './resources';
export type { HubResources } from './types';
