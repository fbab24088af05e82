// Audit log rules shared by the api and the settings screens, with no schema: a screen that reads them loads no TypeBox.

import type { Permission } from './permissions.js';

/** The administration resources the log records, with the permission that lets a reader see their entries. */
export const AUDIT_ENTITY_PERMISSIONS = {
  user: 'directory:users:view',
  role: 'directory:roles:view',
  division: 'directory:divisions:view',
  userGroup: 'directory:userGroups:view',
  organization: 'organization:settings:view',
  oauthClient: 'integrations:oauths:view',
  schedule: 'organization:schedules:view',
  slaPolicy: 'tickets:sla:view',
  status: 'tickets:status:view',
} as const satisfies Record<string, Permission>;
export type AuditEntityType = keyof typeof AUDIT_ENTITY_PERMISSIONS;
export const AUDIT_ENTITY_TYPES = Object.keys(AUDIT_ENTITY_PERMISSIONS) as AuditEntityType[];

/** What was done. `update` lists only the fields that changed. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'invite', 'rolesChange', 'membersChange', 'secretRotate', 'passwordReset'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
