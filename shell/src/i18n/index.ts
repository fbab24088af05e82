export { enUs } from './locales/en-us';
export { SHELL_NAMESPACE, shellStrings } from './resources';
export type { ShellStrings } from './types';
