import { useTranslation } from 'react-i18next';
import { addNamespace } from '@switchboard/shared/i18n';
import { THREAD_NAMESPACE, threadStrings } from './strings.js';

let registered = false;

/**
 * Adds the `thread` namespace to the page's i18n instance once. Done on first use rather than at
 * module load: the package is side-effect free, so a top-level call could be dropped by the bundler,
 * and each remote bundling this subpath registering the same strings again is harmless.
 */
export function registerThreadStrings(): void {
  if (registered) return;
  registered = true;
  addNamespace(THREAD_NAMESPACE, threadStrings);
}

/** `useTranslation` of the `thread` namespace, registered first. */
export function useThreadTranslation() {
  registerThreadStrings();
  return useTranslation(THREAD_NAMESPACE);
}
