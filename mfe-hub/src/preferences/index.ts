export { HubLanguagePicker, HubThemeSwitch } from './preferences';
