export { hubErrorOptions, useHubErrorText } from './hub-error-text';
export { useHubFeedback } from './use-hub-feedback';
export type { HubNotice } from './use-hub-feedback';
