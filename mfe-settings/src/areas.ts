import { AUDIT_LOG_PERMISSION, type Permission } from '@switchboard/shared/contracts';
import type { SettingsMessages } from './i18n/types';

export type SettingsGroup = keyof SettingsMessages['groups'];
export type SettingsAreaKey = keyof SettingsMessages['areas'];

/**
 * How an area's pages are routed:
 * - `list-details`: the bare prefix redirects to `list`; `details` (when it has a create page) and
 *   `details/:id`. A `null` permission means the route carries no permission check.
 * - `single-page`: one page at the area's path; open to every settings user unless `view` names a permission.
 * - `own-routes`: the area writes its routes itself (data actions: two lists behind tabs).
 */
export type SettingsAreaPages =
  | {
      kind: 'list-details';
      view: Permission | null;
      add?: Permission | null;
      /** Title key of the create page; omitted for areas without one. */
      createTitleKey?: string;
      detailsTitleKey: string;
      /** Segment of the details pages (`details`, or `domain-details` for email domains). */
      detailsSegment?: string;
    }
  | { kind: 'single-page'; view?: Permission }
  | { kind: 'own-routes' };

/** One settings area: its card on the settings index, where it leads and who may see it, and its pages. */
export interface SettingsArea {
  key: SettingsAreaKey;
  group: SettingsGroup;
  /** Path inside the settings section. */
  path: string;
  /** The card shows when the user holds any of these (the area's view permission). */
  viewPermissions: readonly Permission[];
  pages: SettingsAreaPages;
}

/** Order of the groups on the settings index. */
export const SETTINGS_GROUPS: readonly SettingsGroup[] = ['access', 'organization', 'ticketing', 'email', 'integrations'];

/**
 * Every settings area, listed once: the index draws its cards and the route table its pages from here.
 * The `organization` and `workflows` pages carry no permission check, but their cards follow the
 * catalog's view permission so the index only offers what the user may use.
 */
export const SETTINGS_AREAS: readonly SettingsArea[] = [
  {
    key: 'users',
    group: 'access',
    path: 'users',
    viewPermissions: ['directory:users:view'],
    pages: { kind: 'list-details', view: 'directory:users:view', detailsTitleKey: 'pages.userDetails' },
  },
  {
    key: 'roles',
    group: 'access',
    path: 'roles',
    viewPermissions: ['directory:roles:view'],
    pages: {
      kind: 'list-details',
      view: 'directory:roles:view',
      add: 'directory:roles:add',
      createTitleKey: 'pages.roleCreate',
      detailsTitleKey: 'pages.roleDetails',
    },
  },
  {
    key: 'userGroups',
    group: 'access',
    path: 'user-groups',
    viewPermissions: ['directory:userGroups:view'],
    pages: {
      kind: 'list-details',
      view: 'directory:userGroups:view',
      add: 'directory:userGroups:add',
      createTitleKey: 'pages.userGroupCreate',
      detailsTitleKey: 'pages.userGroupDetails',
    },
  },
  {
    key: 'divisions',
    group: 'access',
    path: 'divisions',
    viewPermissions: ['directory:divisions:view'],
    pages: { kind: 'list-details', view: 'directory:divisions:view', detailsTitleKey: 'pages.divisionDetails' },
  },
  {
    key: 'organization',
    group: 'organization',
    path: 'organization',
    viewPermissions: ['organization:settings:view'],
    pages: { kind: 'single-page' },
  },
  {
    key: 'audit',
    group: 'organization',
    path: 'audit',
    viewPermissions: [AUDIT_LOG_PERMISSION],
    pages: { kind: 'single-page', view: AUDIT_LOG_PERMISSION },
  },
  {
    key: 'schedules',
    group: 'organization',
    path: 'schedules',
    viewPermissions: ['organization:schedules:view'],
    pages: {
      kind: 'list-details',
      view: 'organization:schedules:view',
      add: 'organization:schedules:add',
      createTitleKey: 'pages.scheduleCreate',
      detailsTitleKey: 'pages.scheduleDetails',
    },
  },
  {
    key: 'status',
    group: 'ticketing',
    path: 'status',
    viewPermissions: ['tickets:status:view'],
    pages: {
      kind: 'list-details',
      view: 'tickets:status:view',
      add: 'tickets:status:add',
      createTitleKey: 'pages.statusCreate',
      detailsTitleKey: 'pages.statusDetails',
    },
  },
  {
    key: 'sla',
    group: 'ticketing',
    path: 'sla',
    viewPermissions: ['tickets:sla:view'],
    pages: {
      kind: 'list-details',
      view: 'tickets:sla:view',
      add: 'tickets:sla:add',
      createTitleKey: 'pages.slaCreate',
      detailsTitleKey: 'pages.slaDetails',
    },
  },
  {
    key: 'workflows',
    group: 'ticketing',
    path: 'workflows',
    viewPermissions: ['workflows:workflows:view'],
    pages: {
      kind: 'list-details',
      view: null,
      add: null,
      createTitleKey: 'pages.workflowCreate',
      detailsTitleKey: 'pages.workflowDetails',
    },
  },
  {
    key: 'emailDomain',
    group: 'email',
    path: 'email-domain',
    viewPermissions: ['emails:emails:view'],
    pages: {
      kind: 'list-details',
      view: 'emails:emails:view',
      add: 'emails:emails:add',
      createTitleKey: 'pages.emailDomainCreate',
      detailsTitleKey: 'pages.emailDomainDetails',
      detailsSegment: 'domain-details',
    },
  },
  {
    key: 'emailTemplates',
    group: 'email',
    path: 'email-templates',
    viewPermissions: ['emails:emails:view'],
    pages: {
      kind: 'list-details',
      view: 'emails:emails:view',
      add: 'emails:emails:add',
      createTitleKey: 'pages.emailTemplateCreate',
      detailsTitleKey: 'pages.emailTemplateDetails',
    },
  },
  {
    key: 'dataActions',
    group: 'integrations',
    path: 'dataactions',
    viewPermissions: ['integrations:dataActions:view', 'integrations:authorizations:view'],
    pages: { kind: 'own-routes' },
  },
  {
    key: 'oauth',
    group: 'integrations',
    path: 'oauth',
    viewPermissions: ['integrations:oauths:view'],
    pages: {
      kind: 'list-details',
      view: 'integrations:oauths:view',
      add: 'integrations:oauths:add',
      createTitleKey: 'pages.oauthCreate',
      detailsTitleKey: 'pages.oauthDetails',
    },
  },
];
