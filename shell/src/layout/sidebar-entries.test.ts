import { AppstoreOutlined, DashboardOutlined, SettingOutlined, TagsOutlined, TeamOutlined } from '@ant-design/icons';
import { ALL_PERMISSIONS, BUILT_IN_ROLES, REMOTE_SIDEBAR_ENTRIES, SETTINGS_PERMISSIONS, sidebarEntriesOfRemotes } from '@switchboard/shared/contracts';
import { activeEntryId, SIDEBAR_ENTRIES, visibleEntries } from './sidebar-entries';

const ids = (permissions: readonly string[]) => visibleEntries(permissions).map((entry) => entry.id);

describe('sidebar entries from the remotes\' contracts', () => {
  it('draws exactly the entries it drew when the shell listed them itself', () => {
    expect(SIDEBAR_ENTRIES).toEqual([
      {
        id: 'dashboard',
        path: '/dashboard',
        labelKey: 'sidebar.dashboard',
        icon: DashboardOutlined,
        permissions: ['analytics:statusDashboard:view', 'analytics:trendDashboard:view'],
      },
      { id: 'tickets', path: '/tickets', labelKey: 'sidebar.tickets', icon: AppstoreOutlined, permissions: ['tickets:tickets:view'] },
      { id: 'categories', path: '/categories', labelKey: 'sidebar.categories', icon: TagsOutlined, permissions: ['tickets:categories:view'] },
      { id: 'customers', path: '/customers', labelKey: 'sidebar.customers', icon: TeamOutlined, permissions: ['tickets:customers:view'] },
      { id: 'settings', path: '/settings', labelKey: 'sidebar.settings', icon: SettingOutlined, permissions: SETTINGS_PERMISSIONS },
    ]);
  });

  it('takes a new remote section from its contract alone, in its declared place', () => {
    const withReports = {
      ...REMOTE_SIDEBAR_ENTRIES,
      dashboard: [
        ...REMOTE_SIDEBAR_ENTRIES.dashboard,
        { id: 'reports', path: '/reports', icon: 'bar-chart' as const, permissions: [], order: 15 },
      ],
    };
    expect(sidebarEntriesOfRemotes(withReports).map((entry) => entry.id)).toEqual([
      'dashboard',
      'reports',
      'tickets',
      'categories',
      'customers',
      'settings',
    ]);
  });
});

describe('visibleEntries (the sidebar table)', () => {
  it('shows all five entries, in order, to an administrator', () => {
    expect(ids(ALL_PERMISSIONS)).toEqual(['dashboard', 'tickets', 'categories', 'customers', 'settings']);
  });

  it('shows only Tickets to a user holding only tickets view', () => {
    expect(ids(['tickets:tickets:view'])).toEqual(['tickets']);
  });

  it('opens Settings with any one settings permission, e.g. roles view', () => {
    expect(ids(['directory:roles:view'])).toEqual(['settings']);
    expect(ids(['integrations:oauths:view'])).toEqual(['settings']);
  });

  it('opens Dashboard with either analytics view', () => {
    expect(ids(['analytics:trendDashboard:view'])).toEqual(['dashboard']);
    expect(ids(['analytics:statusDashboard:view'])).toEqual(['dashboard']);
  });

  it('shows nothing without permissions, or with permissions that open no entry', () => {
    expect(ids([])).toEqual([]);
    expect(ids(['tickets:tickets:add', 'directory:roles:edit'])).toEqual([]);
  });

  it('gives the built-in Agent role its areas; status view alone opens settings', () => {
    expect(ids(BUILT_IN_ROLES.Agent)).toEqual(['dashboard', 'tickets', 'categories', 'customers', 'settings']);
    expect(ids(['tickets:status:view'])).toEqual(['settings']);
  });

  it('highlights the entry owning the current path', () => {
    expect(activeEntryId('/tickets/details/42')).toBe('tickets');
    expect(activeEntryId('/settings/roles/list')).toBe('settings');
    expect(activeEntryId('/permission')).toBeUndefined();
  });
});
