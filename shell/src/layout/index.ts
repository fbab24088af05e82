export { AppLayout } from './app-layout';
export { OrganizationLogo } from './organization-logo';
export { ProfileMenu } from './profile-menu';
export { SideMenu, type SideMenuProps } from './side-menu';
export { activeEntryId, SIDEBAR_ENTRIES, visibleEntries, type SidebarEntry } from './sidebar-entries';
export { TopBar, type TopBarProps } from './top-bar';
export { TOKEN_CHECK_INTERVAL_MS, useSessionKeepAlive, type CurrentUserLoad } from './use-session-keep-alive';
