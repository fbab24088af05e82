export {
  AUTHORIZATIONS_VIEW,
  DATA_ACTIONS_VIEW,
  DataActionsListPage,
  dataActionsLandingTab,
  DataActionsRedirect,
  type DataActionsTab,
} from './data-actions';
export { PlaceholderPage, type PlaceholderPageProps } from './placeholder-page';
export { SettingsIndex } from './settings-index';
