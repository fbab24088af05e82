import { AUDIT_ENTITY_TYPES, type AuditEntityType, type AuditSearchRequest } from '@switchboard/shared/contracts';
import { defineListQuery, oneOf, type ListView } from '@switchboard/shared/crud';

export type AuditTypeFilter = 'all' | AuditEntityType;

/** A view of the audit log, kept in the URL (`?q&type&sort=createdAt:order&page&size`); newest first by default. */
export type AuditQuery = ListView<'createdAt', { type: AuditTypeFilter }>;

export const AUDIT_LIST = defineListQuery({
  sortFields: ['createdAt'] as const,
  filters: { type: oneOf<AuditTypeFilter>(['all', ...AUDIT_ENTITY_TYPES], 'all') },
});

/** The `POST audit/search` body of a view. */
export function toAuditSearch(query: AuditQuery): AuditSearchRequest {
  return { ...AUDIT_LIST.toSearchPaging(query), ...(query.type === 'all' ? {} : { filters: { entityType: query.type } }) };
}

/** Where an entry's resource is shown, for the kinds that have a details page. */
export const AUDIT_ENTITY_PATHS: Partial<Record<AuditEntityType, (id: string) => string>> = {
  user: (id) => `/settings/users/details/${encodeURIComponent(id)}`,
  role: (id) => `/settings/roles/details/${encodeURIComponent(id)}`,
  userGroup: (id) => `/settings/user-groups/details/${encodeURIComponent(id)}`,
  division: (id) => `/settings/divisions/details/${encodeURIComponent(id)}`,
  oauthClient: (id) => `/settings/oauth/details/${encodeURIComponent(id)}`,
  organization: () => '/settings/organization',
};
