export { App } from './app';
export { BootFailure } from './boot-failure';
export { SessionBridge } from './session-bridge';
export { REMOTE_SECTION_PREFIXES, ShellRoutes } from './shell-routes';
