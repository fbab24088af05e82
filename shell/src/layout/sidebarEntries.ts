import type { ComponentType } from 'react';
import { AppstoreOutlined, DashboardOutlined, SettingOutlined, TagsOutlined, TeamOutlined } from '@ant-design/icons';
import { SETTINGS_PERMISSIONS, type Permission } from '@switchboard/shared/contracts';
import { hasAny } from '@switchboard/shared/permissions';

export type SidebarEntryId = 'dashboard' | 'tickets' | 'categories' | 'customers' | 'settings';

export interface SidebarEntry {
  id: SidebarEntryId;
  path: string;
  /** Key in the `shell` namespace. */
  labelKey: string;
  icon: ComponentType;
  /** Shown when the user holds any one of these (spec §2 sidebar table). */
  permissions: readonly Permission[];
}

/** The sidebar, exactly the spec's table, in its order. */
export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  {
    id: 'dashboard',
    path: '/dashboard',
    labelKey: 'nav.dashboard',
    icon: DashboardOutlined,
    permissions: ['analytics:statusDashboard:view', 'analytics:trendDashboard:view'],
  },
  { id: 'tickets', path: '/tickets', labelKey: 'nav.tickets', icon: AppstoreOutlined, permissions: ['tickets:tickets:view'] },
  { id: 'categories', path: '/categories', labelKey: 'nav.categories', icon: TagsOutlined, permissions: ['tickets:categories:view'] },
  { id: 'customers', path: '/customers', labelKey: 'nav.customers', icon: TeamOutlined, permissions: ['tickets:customers:view'] },
  { id: 'settings', path: '/settings', labelKey: 'nav.settings', icon: SettingOutlined, permissions: SETTINGS_PERMISSIONS },
];

export function visibleEntries(permissions: readonly string[] | null | undefined): SidebarEntry[] {
  return SIDEBAR_ENTRIES.filter((entry) => hasAny(permissions ?? [], entry.permissions));
}

/** The entry whose section holds `pathname` (highlights the menu). */
export function activeEntryId(pathname: string): SidebarEntryId | undefined {
  const first = pathname.replace(/^\/+/, '').split('/')[0];
  return SIDEBAR_ENTRIES.find((entry) => entry.path === `/${first}`)?.id;
}
