export {
  AUTHORIZATIONS_VIEW,
  DATA_ACTIONS_VIEW,
  DataActionsListPage,
  dataActionsLandingTab,
  DataActionsRedirect,
  type DataActionsTab,
} from './data-actions';
export { OrganizationSettingsScreen } from './organization';
export { PlaceholderPage, type PlaceholderPageProps } from './placeholder-page';
export { SettingsIndex } from './settings-index';
export { UserDetailsScreen, UsersListScreen } from './users';
