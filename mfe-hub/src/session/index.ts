export {
  clearHubSession,
  HUB_TOKEN_KEY,
  HUB_TOKEN_REFRESH_MARGIN_MS,
  hubAccessToken,
  hubEmail,
  hubFirstName,
  type HubSession,
  hubSessionVersion,
  readHubSession,
  restoreHubSession,
  saveHubSession,
  signOutHub,
  subscribeHubSession,
} from './hub-session';
export {
  hubAuthUrl,
  HubSessionLoading,
  type HubSessionStatus,
  RequireHubSession,
  useHubSessionStatus,
} from './require-hub-session';
export { type HubUser, readHubUser } from './remembered-customer';
