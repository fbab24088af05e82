export { HUB_LOGOUT_PATH, HubLayout } from './hub-layout';
