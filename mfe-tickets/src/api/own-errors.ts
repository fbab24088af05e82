import type { AxiosRequestConfig } from 'axios';

/** Screens toast their own errors (see `useFeedback`): the global notifier would show them twice. */
export const OWN_ERRORS: AxiosRequestConfig = { skipErrorNotifier: true };
