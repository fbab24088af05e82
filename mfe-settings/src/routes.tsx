import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import { SETTINGS_PERMISSIONS, type Permission } from '@switchboard/shared/contracts';
import type { FeatureRoute } from '@switchboard/shared/ui';
import type { SettingsAreaKey } from './areas';

// Screens load on first visit so the remote entry stays small.
const PlaceholderPage = lazy(() => import('./screens/placeholder-page').then((m) => ({ default: m.PlaceholderPage })));
const SettingsIndex = lazy(() => import('./screens/settings-index').then((m) => ({ default: m.SettingsIndex })));
const DataActionsListPage = lazy(() => import('./screens/data-actions').then((m) => ({ default: m.DataActionsListPage })));
const DataActionsRedirect = lazy(() => import('./screens/data-actions').then((m) => ({ default: m.DataActionsRedirect })));

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

interface CrudArea {
  key: SettingsAreaKey;
  /** Path prefix inside the settings section. */
  path: string;
  view: Permission | null;
  add?: Permission | null;
  /** Title key of the create page; omitted for areas without one. */
  createTitleKey?: string;
  detailsTitleKey: string;
  /** Segment of the details pages (`details`, or `domain-details` for email domains). */
  detailsSegment?: string;
}

// `null` permission: the spec shows no check for this area (organization, workflows).
function guard(permission: Permission | null | undefined): Pick<FeatureRoute, 'permissions'> {
  return permission ? { permissions: [permission] } : {};
}

/** An area's routes: bare prefix → list, list, optional create page, details/:id. */
function crudArea(area: CrudArea): FeatureRoute[] {
  const details = area.detailsSegment ?? 'details';
  const listTitle = `areas.${area.key}.name`;
  const routes: FeatureRoute[] = [
    { path: area.path, redirectTo: `${area.path}/list` },
    { path: `${area.path}/list`, ...guard(area.view), titleKey: listTitle, Component: page(listTitle) },
  ];
  if (area.createTitleKey) {
    routes.push({
      path: `${area.path}/${details}`,
      ...guard(area.add),
      titleKey: area.createTitleKey,
      Component: page(area.createTitleKey, area),
    });
  }
  routes.push({
    path: `${area.path}/${details}/:id`,
    ...guard(area.view),
    titleKey: area.detailsTitleKey,
    Component: page(area.detailsTitleKey, area),
  });
  return routes;
}

const DATA_ACTIONS: readonly Permission[] = ['integrations:dataActions:view', 'integrations:authorizations:view'];
const dataActionsArea = { key: 'dataActions' as const, path: 'dataactions' };

/** `/settings/**` (spec §2). */
export const settingsRoutes: FeatureRoute[] = [
  { path: '', redirectTo: 'list' },
  {
    path: 'list',
    permissions: SETTINGS_PERMISSIONS,
    titleKey: 'index.title',
    Component: lazyScreen('SettingsIndex', () => <SettingsIndex />),
  },

  // Data actions: a tab container over templates and authorizations.
  { path: 'dataactions', permissions: DATA_ACTIONS, Component: lazyScreen('DataActionsRedirect', () => <DataActionsRedirect />) },
  {
    path: 'dataactions/templates/list',
    // Open with either permission so a user with only authorizations view reaches the page,
    // which then sends them to the authorizations list (spec §2).
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

  ...crudArea({
    key: 'status',
    path: 'status',
    view: 'tickets:status:view',
    add: 'tickets:status:add',
    createTitleKey: 'pages.statusCreate',
    detailsTitleKey: 'pages.statusDetails',
  }),
  ...crudArea({ key: 'divisions', path: 'divisions', view: 'directory:divisions:view', detailsTitleKey: 'pages.divisionDetails' }),
  ...crudArea({
    key: 'oauth',
    path: 'oauth',
    view: 'integrations:oauths:view',
    add: 'integrations:oauths:add',
    createTitleKey: 'pages.oauthCreate',
    detailsTitleKey: 'pages.oauthDetails',
  }),
  ...crudArea({
    key: 'roles',
    path: 'roles',
    view: 'directory:roles:view',
    add: 'directory:roles:add',
    createTitleKey: 'pages.roleCreate',
    detailsTitleKey: 'pages.roleDetails',
  }),
  ...crudArea({
    key: 'sla',
    path: 'sla',
    view: 'tickets:sla:view',
    add: 'tickets:sla:add',
    createTitleKey: 'pages.slaCreate',
    detailsTitleKey: 'pages.slaDetails',
  }),
  ...crudArea({ key: 'users', path: 'users', view: 'directory:users:view', detailsTitleKey: 'pages.userDetails' }),
  ...crudArea({
    key: 'schedules',
    path: 'schedules',
    view: 'organization:schedules:view',
    add: 'organization:schedules:add',
    createTitleKey: 'pages.scheduleCreate',
    detailsTitleKey: 'pages.scheduleDetails',
  }),
  { path: 'organization', titleKey: 'areas.organization.name', Component: page('areas.organization.name') },
  ...crudArea({
    key: 'workflows',
    path: 'workflows',
    view: null,
    add: null,
    createTitleKey: 'pages.workflowCreate',
    detailsTitleKey: 'pages.workflowDetails',
  }),
  ...crudArea({
    key: 'emailDomain',
    path: 'email-domain',
    view: 'emails:emails:view',
    add: 'emails:emails:add',
    createTitleKey: 'pages.emailDomainCreate',
    detailsTitleKey: 'pages.emailDomainDetails',
    detailsSegment: 'domain-details',
  }),
  ...crudArea({
    key: 'emailTemplates',
    path: 'email-templates',
    view: 'emails:emails:view',
    add: 'emails:emails:add',
    createTitleKey: 'pages.emailTemplateCreate',
    detailsTitleKey: 'pages.emailTemplateDetails',
  }),
  ...crudArea({
    key: 'userGroups',
    path: 'user-groups',
    view: 'directory:userGroups:view',
    add: 'directory:userGroups:add',
    createTitleKey: 'pages.userGroupCreate',
    detailsTitleKey: 'pages.userGroupDetails',
  }),
];
