import type { RequestConfig } from '@switchboard/shared/client';

/** Screens toast their own errors (see `useFeedback`): the global notifier would show them twice. */
export const OWN_ERRORS: RequestConfig = { skipErrorNotifier: true };
