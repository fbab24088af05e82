export { App } from './app';
export { SessionBridge } from './session-bridge';
export { REMOTE_SECTION_PREFIXES, ShellRoutes } from './shell-routes';
export { preloadSignedInArea } from './lazy-screens';
