import { lazyNamespace } from '@switchboard/shared/i18n';
import { enUs } from './locales/en-us';
import type { ShellStrings } from './types';

export const SHELL_NAMESPACE = 'shell';

/** English ships with the shell (the fallback); every other language is its own chunk, fetched when in use. */
export const shellStrings = lazyNamespace<ShellStrings>(SHELL_NAMESPACE, enUs, (locale) =>
  // One chunk per locale file of this folder.
  import(/* webpackInclude: /[a-z]{2}-[a-z]{2}\.ts$/ */ `./locales/${locale}`),
);
