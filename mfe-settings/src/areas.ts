import type { Permission } from '@switchboard/shared/contracts';
import type { SettingsMessages } from './i18n/en-us';

export type SettingsGroup = keyof SettingsMessages['groups'];
export type SettingsAreaKey = keyof SettingsMessages['areas'];

/** One card of the settings index: where it leads and who may see it. */
export interface SettingsArea {
  key: SettingsAreaKey;
  group: SettingsGroup;
  /** Path inside the settings section; the area's bare prefix redirects to its first page. */
  path: string;
  /** The card shows when the user holds any of these (the area's view permission). */
  viewPermissions: readonly Permission[];
}

/** Order of the groups on the settings index. */
export const SETTINGS_GROUPS: readonly SettingsGroup[] = ['access', 'organization', 'ticketing', 'email', 'integrations'];

/**
 * Every settings area. `organization` and `workflows` routes carry no permission check (spec §2),
 * but their cards follow the catalog's view permission so the index only offers what the user may use.
 */
export const SETTINGS_AREAS: readonly SettingsArea[] = [
  { key: 'users', group: 'access', path: 'users', viewPermissions: ['directory:users:view'] },
  { key: 'roles', group: 'access', path: 'roles', viewPermissions: ['directory:roles:view'] },
  { key: 'userGroups', group: 'access', path: 'user-groups', viewPermissions: ['directory:userGroups:view'] },
  { key: 'divisions', group: 'access', path: 'divisions', viewPermissions: ['directory:divisions:view'] },
  { key: 'organization', group: 'organization', path: 'organization', viewPermissions: ['organization:settings:view'] },
  { key: 'schedules', group: 'organization', path: 'schedules', viewPermissions: ['organization:schedules:view'] },
  { key: 'status', group: 'ticketing', path: 'status', viewPermissions: ['tickets:status:view'] },
  { key: 'sla', group: 'ticketing', path: 'sla', viewPermissions: ['tickets:sla:view'] },
  { key: 'workflows', group: 'ticketing', path: 'workflows', viewPermissions: ['workflows:workflows:view'] },
  { key: 'emailDomain', group: 'email', path: 'email-domain', viewPermissions: ['emails:emails:view'] },
  { key: 'emailTemplates', group: 'email', path: 'email-templates', viewPermissions: ['emails:emails:view'] },
  {
    key: 'dataActions',
    group: 'integrations',
    path: 'dataactions',
    viewPermissions: ['integrations:dataActions:view', 'integrations:authorizations:view'],
  },
  { key: 'oauth', group: 'integrations', path: 'oauth', viewPermissions: ['integrations:oauths:view'] },
];
