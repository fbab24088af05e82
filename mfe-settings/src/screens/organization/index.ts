export { OrganizationSettingsScreen } from './organization-settings-screen';
