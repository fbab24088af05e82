import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Skeleton } from '@switchboard/shared/antd-signed-in';
import { SETTINGS_PERMISSIONS, type Permission } from '@switchboard/shared/contracts';
import type { FeatureRoute } from '@switchboard/shared/ui';
import { SETTINGS_AREAS, type SettingsArea, type SettingsAreaKey } from './areas';

// Screens load on first visit so the remote entry stays small.
const PlaceholderPage = lazy(() => import('./screens/placeholder-page').then((m) => ({ default: m.PlaceholderPage })));
const OrganizationSettingsScreen = lazy(() => import('./screens/organization').then((m) => ({ default: m.OrganizationSettingsScreen })));
const AuditLogScreen = lazy(() => import('./screens/audit').then((m) => ({ default: m.AuditLogScreen })));
const SettingsIndex = lazy(() => import('./screens/settings-index').then((m) => ({ default: m.SettingsIndex })));
const DataActionsListPage = lazy(() => import('./screens/data-actions').then((m) => ({ default: m.DataActionsListPage })));
const DataActionsRedirect = lazy(() => import('./screens/data-actions').then((m) => ({ default: m.DataActionsRedirect })));
// Each screen from its own file, so each is a chunk of its own: a list never fetches its details or
// create screen, nor the antd components only those draw.
const UsersListScreen = lazy(() => import('./screens/users/users-list-screen').then((m) => ({ default: m.UsersListScreen })));
const UserDetailsScreen = lazy(() => import('./screens/users/user-details-screen').then((m) => ({ default: m.UserDetailsScreen })));
const OAuthClientsListScreen = lazy(() => import('./screens/oauth-clients/oauth-clients-list-screen').then((m) => ({ default: m.OAuthClientsListScreen })));
const OAuthClientDetailsScreen = lazy(() => import('./screens/oauth-clients/oauth-client-details-screen').then((m) => ({ default: m.OAuthClientDetailsScreen })));
const OAuthClientCreateScreen = lazy(() => import('./screens/oauth-clients/oauth-client-create-screen').then((m) => ({ default: m.OAuthClientCreateScreen })));
const RolesListScreen = lazy(() => import('./screens/roles/roles-list-screen').then((m) => ({ default: m.RolesListScreen })));
const RoleDetailsScreen = lazy(() => import('./screens/roles/role-details-screen').then((m) => ({ default: m.RoleDetailsScreen })));
const UserGroupsListScreen = lazy(() => import('./screens/user-groups/user-groups-list-screen').then((m) => ({ default: m.UserGroupsListScreen })));
const UserGroupDetailsScreen = lazy(() => import('./screens/user-groups/user-group-details-screen').then((m) => ({ default: m.UserGroupDetailsScreen })));
const UserGroupCreateScreen = lazy(() => import('./screens/user-groups/user-group-create-screen').then((m) => ({ default: m.UserGroupCreateScreen })));
const DivisionsListScreen = lazy(() => import('./screens/divisions/divisions-list-screen').then((m) => ({ default: m.DivisionsListScreen })));
const DivisionDetailsScreen = lazy(() => import('./screens/divisions/division-details-screen').then((m) => ({ default: m.DivisionDetailsScreen })));
const SchedulesListScreen = lazy(() => import('./screens/schedules/schedules-list-screen').then((m) => ({ default: m.SchedulesListScreen })));
const ScheduleEditorScreen = lazy(() => import('./screens/schedules/schedule-editor-screen').then((m) => ({ default: m.ScheduleEditorScreen })));
const StatusesListScreen = lazy(() => import('./screens/statuses/statuses-list-screen').then((m) => ({ default: m.StatusesListScreen })));
const StatusDetailsScreen = lazy(() => import('./screens/statuses/status-details-screen').then((m) => ({ default: m.StatusDetailsScreen })));
const StatusCreateScreen = lazy(() => import('./screens/statuses/status-create-screen').then((m) => ({ default: m.StatusCreateScreen })));
const SlaListScreen = lazy(() => import('./screens/sla/sla-list-screen').then((m) => ({ default: m.SlaListScreen })));
const SlaDetailsScreen = lazy(() => import('./screens/sla/sla-details-screen').then((m) => ({ default: m.SlaDetailsScreen })));

const SECTION = '/settings';

function lazyScreen(name: string, render: () => ReactNode): ComponentType {
  function Screen() {
    return <Suspense fallback={<Skeleton active />}>{render()}</Suspense>;
  }
  Screen.displayName = name;
  return Screen;
}

/** A not-built-yet page; details pages show their area's list in the breadcrumb. */
function page(titleKey: string, area?: { key: SettingsAreaKey; path: string }): ComponentType {
  const parent = area ? { titleKey: `areas.${area.key}.name`, to: `${SECTION}/${area.path}/list` } : undefined;
  return lazyScreen(`Page(${titleKey})`, () => <PlaceholderPage titleKey={titleKey} parent={parent} />);
}

type ListDetailsPages = Extract<SettingsArea['pages'], { kind: 'list-details' }>;

/** List/details areas whose screens are built (with their create page, when it is built too); the others show placeholders. */
const BUILT_SCREENS: Partial<Record<SettingsAreaKey, { list: ComponentType; details: ComponentType; create?: ComponentType }>> = {
  users: { list: lazyScreen('UsersList', () => <UsersListScreen />), details: lazyScreen('UserDetails', () => <UserDetailsScreen />) },
  oauth: {
    list: lazyScreen('OAuthClientsList', () => <OAuthClientsListScreen />),
    details: lazyScreen('OAuthClientDetails', () => <OAuthClientDetailsScreen />),
    create: lazyScreen('OAuthClientCreate', () => <OAuthClientCreateScreen />),
  },
  // One screen serves a role and the create page (prefilled by `?copyOf=<id>`).
  roles: {
    list: lazyScreen('RolesList', () => <RolesListScreen />),
    details: lazyScreen('RoleDetails', () => <RoleDetailsScreen />),
    create: lazyScreen('RoleCreate', () => <RoleDetailsScreen />),
  },
  userGroups: {
    list: lazyScreen('UserGroupsList', () => <UserGroupsListScreen />),
    details: lazyScreen('UserGroupDetails', () => <UserGroupDetailsScreen />),
    create: lazyScreen('UserGroupCreate', () => <UserGroupCreateScreen />),
  },
  // No create page: "New division" is a modal on the list.
  divisions: {
    list: lazyScreen('DivisionsList', () => <DivisionsListScreen />),
    details: lazyScreen('DivisionDetails', () => <DivisionDetailsScreen />),
  },
  // One screen serves a policy and the create page.
  sla: {
    list: lazyScreen('SlaList', () => <SlaListScreen />),
    details: lazyScreen('SlaDetails', () => <SlaDetailsScreen />),
    create: lazyScreen('SlaCreate', () => <SlaDetailsScreen />),
  },
  // One screen serves a schedule and the create page.
  schedules: {
    list: lazyScreen('SchedulesList', () => <SchedulesListScreen />),
    details: lazyScreen('ScheduleDetails', () => <ScheduleEditorScreen />),
    create: lazyScreen('ScheduleCreate', () => <ScheduleEditorScreen />),
  },
  status: {
    list: lazyScreen('StatusesList', () => <StatusesListScreen />),
    details: lazyScreen('StatusDetails', () => <StatusDetailsScreen />),
    create: lazyScreen('StatusCreate', () => <StatusCreateScreen />),
  },
};

// A `null` permission: the area's pages carry no permission check (organization, workflows).
function guard(permission: Permission | null | undefined): Pick<FeatureRoute, 'permissions'> {
  return permission ? { permissions: [permission] } : {};
}

/** A list/details area's routes: bare prefix → list, list, optional create page, details/:id. */
function listDetailsRoutes(area: SettingsArea, pages: ListDetailsPages): FeatureRoute[] {
  const details = pages.detailsSegment ?? 'details';
  const listTitle = `areas.${area.key}.name`;
  const built = BUILT_SCREENS[area.key];
  const routes: FeatureRoute[] = [
    { path: area.path, redirectTo: `${area.path}/list` },
    { path: `${area.path}/list`, ...guard(pages.view), titleKey: listTitle, Component: built?.list ?? page(listTitle) },
  ];
  if (pages.createTitleKey) {
    routes.push({
      path: `${area.path}/${details}`,
      ...guard(pages.add),
      titleKey: pages.createTitleKey,
      Component: built?.create ?? page(pages.createTitleKey, area),
    });
  }
  routes.push({
    path: `${area.path}/${details}/:id`,
    ...guard(pages.view),
    titleKey: pages.detailsTitleKey,
    Component: built?.details ?? page(pages.detailsTitleKey, area),
  });
  return routes;
}

const DATA_ACTIONS: readonly Permission[] = ['integrations:dataActions:view', 'integrations:authorizations:view'];
const dataActionsArea = { key: 'dataActions' as const, path: 'dataactions' };

/** Data actions: a tab container over templates and authorizations. */
const dataActionsRoutes: FeatureRoute[] = [
  { path: 'dataactions', permissions: DATA_ACTIONS, Component: lazyScreen('DataActionsRedirect', () => <DataActionsRedirect />) },
  {
    path: 'dataactions/templates/list',
    // Open with either permission so a user with only authorizations view reaches the page,
    // which then sends them on to the authorizations list.
    permissions: DATA_ACTIONS,
    titleKey: 'areas.dataActions.name',
    Component: lazyScreen('TemplatesList', () => <DataActionsListPage tab="templates" />),
  },
  {
    path: 'dataactions/templates/details',
    permissions: ['integrations:dataActions:add'],
    titleKey: 'pages.templateCreate',
    Component: page('pages.templateCreate', dataActionsArea),
  },
  {
    path: 'dataactions/templates/details/:id',
    permissions: ['integrations:dataActions:view'],
    titleKey: 'pages.templateDetails',
    Component: page('pages.templateDetails', dataActionsArea),
  },
  {
    path: 'dataactions/authorizations/list',
    permissions: ['integrations:authorizations:view'],
    titleKey: 'areas.dataActions.name',
    Component: lazyScreen('AuthorizationsList', () => <DataActionsListPage tab="authorizations" />),
  },
  {
    path: 'dataactions/authorizations/details',
    permissions: ['integrations:authorizations:add'],
    titleKey: 'pages.authorizationCreate',
    Component: page('pages.authorizationCreate', dataActionsArea),
  },
  {
    path: 'dataactions/authorizations/details/:id',
    permissions: ['integrations:authorizations:view'],
    titleKey: 'pages.authorizationDetails',
    Component: page('pages.authorizationDetails', dataActionsArea),
  },
];

/** Single-page areas whose screen is built; the others show their placeholder. */
const SINGLE_PAGES: Partial<Record<SettingsAreaKey, ComponentType>> = {
  organization: lazyScreen('OrganizationSettings', () => <OrganizationSettingsScreen />),
  audit: lazyScreen('AuditLog', () => <AuditLogScreen />),
};

/** Areas that write their routes themselves. */
const OWN_ROUTES: Partial<Record<SettingsAreaKey, FeatureRoute[]>> = { dataActions: dataActionsRoutes };

function areaRoutes(area: SettingsArea): FeatureRoute[] {
  switch (area.pages.kind) {
    case 'list-details':
      return listDetailsRoutes(area, area.pages);
    case 'single-page':
      return [{ path: area.path, ...guard(area.pages.view), titleKey: `areas.${area.key}.name`, Component: SINGLE_PAGES[area.key] ?? page(`areas.${area.key}.name`) }];
    case 'own-routes': {
      const routes = OWN_ROUTES[area.key];
      if (!routes) throw new Error(`settings area "${area.key}" declares its own routes but has none`);
      return routes;
    }
  }
}

/** `/settings/**`: the index, then every area's pages, derived from the one list of areas. */
export const settingsRoutes: FeatureRoute[] = [
  { path: '', redirectTo: 'list' },
  {
    path: 'list',
    permissions: SETTINGS_PERMISSIONS,
    titleKey: 'index.title',
    Component: lazyScreen('SettingsIndex', () => <SettingsIndex />),
  },
  ...SETTINGS_AREAS.flatMap(areaRoutes),
];
