// The other languages are not re-exported: each is a lazy chunk (see resources.ts).
export { enUs } from './en-us';
export { SETTINGS_NAMESPACE, settingsStrings } from './resources';
export type { SettingsMessages } from './types';
