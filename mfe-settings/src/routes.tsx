import { Suspense, type ComponentType } from 'react';
import { KitSkeleton } from '@switchboard/shared/crud';
import { SETTINGS_PERMISSIONS, type Permission } from '@switchboard/shared/contracts';
import { lazyScreen, type FeatureRoute, type ScreenComponent } from '@switchboard/shared/ui';
import { SETTINGS_AREAS, type SettingsArea, type SettingsAreaKey } from './areas';

// Screens load on first visit so the remote entry stays small.
const PlaceholderPage = lazyScreen(() => import('./screens/placeholder-page'), (m) => m.PlaceholderPage);
const OrganizationSettingsScreen = lazyScreen(() => import('./screens/organization'), (m) => m.OrganizationSettingsScreen);
const AuditLogScreen = lazyScreen(() => import('./screens/audit'), (m) => m.AuditLogScreen);
const SettingsIndex = lazyScreen(() => import('./screens/settings-index'), (m) => m.SettingsIndex);
const DataActionsListPage = lazyScreen(() => import('./screens/data-actions'), (m) => m.DataActionsListPage);
const DataActionsRedirect = lazyScreen(() => import('./screens/data-actions'), (m) => m.DataActionsRedirect);
// Each screen from its own file, so each is a chunk of its own: a list never fetches its details or
// create screen, nor the antd components only those draw.
const UsersListScreen = lazyScreen(() => import('./screens/users/users-list-screen'), (m) => m.UsersListScreen);
const UserDetailsScreen = lazyScreen(() => import('./screens/users/user-details-screen'), (m) => m.UserDetailsScreen);
const OAuthClientsListScreen = lazyScreen(() => import('./screens/oauth-clients/oauth-clients-list-screen'), (m) => m.OAuthClientsListScreen);
const OAuthClientDetailsScreen = lazyScreen(() => import('./screens/oauth-clients/oauth-client-details-screen'), (m) => m.OAuthClientDetailsScreen);
const OAuthClientCreateScreen = lazyScreen(() => import('./screens/oauth-clients/oauth-client-create-screen'), (m) => m.OAuthClientCreateScreen);
const RolesListScreen = lazyScreen(() => import('./screens/roles/roles-list-screen'), (m) => m.RolesListScreen);
const RoleDetailsScreen = lazyScreen(() => import('./screens/roles/role-details-screen'), (m) => m.RoleDetailsScreen);
const UserGroupsListScreen = lazyScreen(() => import('./screens/user-groups/user-groups-list-screen'), (m) => m.UserGroupsListScreen);
const UserGroupDetailsScreen = lazyScreen(() => import('./screens/user-groups/user-group-details-screen'), (m) => m.UserGroupDetailsScreen);
const UserGroupCreateScreen = lazyScreen(() => import('./screens/user-groups/user-group-create-screen'), (m) => m.UserGroupCreateScreen);
const DivisionsListScreen = lazyScreen(() => import('./screens/divisions/divisions-list-screen'), (m) => m.DivisionsListScreen);
const DivisionDetailsScreen = lazyScreen(() => import('./screens/divisions/division-details-screen'), (m) => m.DivisionDetailsScreen);
const SchedulesListScreen = lazyScreen(() => import('./screens/schedules/schedules-list-screen'), (m) => m.SchedulesListScreen);
const ScheduleEditorScreen = lazyScreen(() => import('./screens/schedules/schedule-editor-screen'), (m) => m.ScheduleEditorScreen);
const StatusesListScreen = lazyScreen(() => import('./screens/statuses/statuses-list-screen'), (m) => m.StatusesListScreen);
const StatusDetailsScreen = lazyScreen(() => import('./screens/statuses/status-details-screen'), (m) => m.StatusDetailsScreen);
const StatusCreateScreen = lazyScreen(() => import('./screens/statuses/status-create-screen'), (m) => m.StatusCreateScreen);
const SlaListScreen = lazyScreen(() => import('./screens/sla/sla-list-screen'), (m) => m.SlaListScreen);
const SlaDetailsScreen = lazyScreen(() => import('./screens/sla/sla-details-screen'), (m) => m.SlaDetailsScreen);

const SECTION = '/settings';

/**
 * A route's screen: its lazy chunk under the skeleton while it loads, and the chunk's `preload` for a
 * page opened at this route.
 */
function suspended<P extends object>(name: string, Screen: ComponentType<P> & { preload: () => Promise<unknown> }, props?: P): ScreenComponent {
  function Route() {
    return <Suspense fallback={<KitSkeleton />}><Screen {...(props as P)} /></Suspense>;
  }
  Route.displayName = name;
  Route.preload = Screen.preload;
  return Route;
}

/** A not-built-yet page; details pages show their area's list in the breadcrumb. */
function page(titleKey: string, area?: { key: SettingsAreaKey; path: string }): ScreenComponent {
  const parent = area ? { titleKey: `areas.${area.key}.name`, to: `${SECTION}/${area.path}/list` } : undefined;
  return suspended(`Page(${titleKey})`, PlaceholderPage, { titleKey, parent });
}

type ListDetailsPages = Extract<SettingsArea['pages'], { kind: 'list-details' }>;

/** List/details areas whose screens are built (with their create page, when it is built too); the others show placeholders. */
const BUILT_SCREENS: Partial<Record<SettingsAreaKey, { list: ScreenComponent; details: ScreenComponent; create?: ScreenComponent }>> = {
  users: { list: suspended('UsersList', UsersListScreen), details: suspended('UserDetails', UserDetailsScreen) },
  oauth: {
    list: suspended('OAuthClientsList', OAuthClientsListScreen),
    details: suspended('OAuthClientDetails', OAuthClientDetailsScreen),
    create: suspended('OAuthClientCreate', OAuthClientCreateScreen),
  },
  // One screen serves a role and the create page (prefilled by `?copyOf=<id>`).
  roles: {
    list: suspended('RolesList', RolesListScreen),
    details: suspended('RoleDetails', RoleDetailsScreen),
    create: suspended('RoleCreate', RoleDetailsScreen),
  },
  userGroups: {
    list: suspended('UserGroupsList', UserGroupsListScreen),
    details: suspended('UserGroupDetails', UserGroupDetailsScreen),
    create: suspended('UserGroupCreate', UserGroupCreateScreen),
  },
  // No create page: "New division" is a modal on the list.
  divisions: {
    list: suspended('DivisionsList', DivisionsListScreen),
    details: suspended('DivisionDetails', DivisionDetailsScreen),
  },
  // One screen serves a policy and the create page.
  sla: {
    list: suspended('SlaList', SlaListScreen),
    details: suspended('SlaDetails', SlaDetailsScreen),
    create: suspended('SlaCreate', SlaDetailsScreen),
  },
  // One screen serves a schedule and the create page.
  schedules: {
    list: suspended('SchedulesList', SchedulesListScreen),
    details: suspended('ScheduleDetails', ScheduleEditorScreen),
    create: suspended('ScheduleCreate', ScheduleEditorScreen),
  },
  status: {
    list: suspended('StatusesList', StatusesListScreen),
    details: suspended('StatusDetails', StatusDetailsScreen),
    create: suspended('StatusCreate', StatusCreateScreen),
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
  { path: 'dataactions', permissions: DATA_ACTIONS, Component: suspended('DataActionsRedirect', DataActionsRedirect) },
  {
    path: 'dataactions/templates/list',
    // Open with either permission so a user with only authorizations view reaches the page,
    // which then sends them on to the authorizations list.
    permissions: DATA_ACTIONS,
    titleKey: 'areas.dataActions.name',
    Component: suspended('TemplatesList', DataActionsListPage, { tab: 'templates' }),
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
    Component: suspended('AuthorizationsList', DataActionsListPage, { tab: 'authorizations' }),
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
const SINGLE_PAGES: Partial<Record<SettingsAreaKey, ScreenComponent>> = {
  organization: suspended('OrganizationSettings', OrganizationSettingsScreen),
  audit: suspended('AuditLog', AuditLogScreen),
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
    Component: suspended('SettingsIndex', SettingsIndex),
  },
  ...SETTINGS_AREAS.flatMap(areaRoutes),
];
