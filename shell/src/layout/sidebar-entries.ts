import type { ComponentType } from 'react';
import {
  AppstoreOutlined,
  BarChartOutlined,
  DashboardOutlined,
  InboxOutlined,
  SettingOutlined,
  TagsOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { sidebarEntriesOfRemotes, type Permission, type SidebarIcon } from '@switchboard/shared/contracts';
import { hasAny } from '@switchboard/shared/permissions';

/** The drawing of each icon name a remote may give its sidebar entry. */
const ICONS: Record<SidebarIcon, ComponentType> = {
  dashboard: DashboardOutlined,
  appstore: AppstoreOutlined,
  tags: TagsOutlined,
  team: TeamOutlined,
  setting: SettingOutlined,
  inbox: InboxOutlined,
  'bar-chart': BarChartOutlined,
  tool: ToolOutlined,
};

export interface SidebarEntry {
  id: string;
  path: string;
  /** Key of the label in the `common` namespace (`sidebar.<id>`, beside the entries in shared). */
  labelKey: string;
  icon: ComponentType;
  /** Shown when the user holds any one of these. */
  permissions: readonly Permission[];
}

/** The sidebar: every remote's declared entries, in their declared order. */
export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = sidebarEntriesOfRemotes().map(({ id, path, icon, permissions }) => ({
  id,
  path,
  labelKey: `sidebar.${id}`,
  icon: ICONS[icon],
  permissions,
}));

export function visibleEntries(permissions: readonly string[] | null | undefined): SidebarEntry[] {
  return SIDEBAR_ENTRIES.filter((entry) => hasAny(permissions ?? [], entry.permissions));
}

/** The entry whose section holds `pathname` (highlights the menu). */
export function activeEntryId(pathname: string): string | undefined {
  const first = pathname.replace(/^\/+/, '').split('/')[0];
  return SIDEBAR_ENTRIES.find((entry) => entry.path === `/${first}`)?.id;
}
