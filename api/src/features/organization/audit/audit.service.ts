import {
  AUDIT_ENTITY_PERMISSIONS,
  SEARCH_DEFAULT_PAGE_SIZE,
  type AuditAction,
  type AuditEntityType,
  type AuditEntry,
  type AuditSearchRequest,
  type AuditSearchResponse,
} from '@switchboard/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../../../db/index.js';
import { inPage, isoDate, likePattern, pageOf, pageResult, rowCount, sortedBy } from '../../../db/search.js';

/** Who made a change: a signed-in agent, an integration's OAuth client, or the server itself. */
export interface AuditActor {
  kind: 'user' | 'client' | 'system';
  id: string | null;
  name: string;
}

/** The actor of a request's change; the caller's name is kept in the entry so it reads after they are gone. */
export const auditActorOf = (caller: { userId: string; name: string; clientId?: string }): AuditActor =>
  caller.clientId ? { kind: 'client', id: caller.clientId, name: caller.name } : { kind: 'user', id: caller.userId, name: caller.name };

export const SYSTEM_ACTOR: AuditActor = { kind: 'system', id: null, name: 'Switchboard' };

export interface AuditChange {
  entityType: AuditEntityType;
  entityId: string;
  entityName?: string | null;
  action: AuditAction;
  /** The resource before the change (null or left out for a creation). */
  before?: Record<string, unknown> | null;
  /** The resource after the change (null or left out for a removal). */
  after?: Record<string, unknown> | null;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps only what changed: for an update, the fields whose values differ, on both sides; a
 * creation or removal keeps its whole side. Undefined fields are left out.
 */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  const defined = (value: Record<string, unknown>) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
  if (!before || !after) return { before: before ? defined(before) : null, after: after ? defined(after) : null };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => after[key] !== undefined && !same(before[key], after[key]));
  return { before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])), after: Object.fromEntries(keys.map((key) => [key, after[key]])) };
}

/**
 * Writes one entry. Call it with the transaction that makes the change, so the entry and the change
 * commit together. An update that changed nothing writes nothing.
 */
export async function recordAudit(db: Db, organizationId: string, actor: AuditActor, change: AuditChange): Promise<void> {
  const { before, after } = changedFields(change.before, change.after);
  if (change.action === 'update' && before && after && Object.keys(after).length === 0) return;
  await db
    .insertInto('audit_log')
    .values({
      organization_id: organizationId,
      actor_kind: actor.kind,
      actor_id: actor.id,
      actor_name: actor.name,
      entity_type: change.entityType,
      entity_id: change.entityId,
      entity_name: change.entityName ?? null,
      action: change.action,
      before: before ? JSON.stringify(before) : null,
      after: after ? JSON.stringify(after) : null,
    })
    .execute();
}

/**
 * The log, newest first, limited to the kinds of resource the reader may view (served by
 * audit_log_org_time_idx, or audit_log_org_entity_idx for one resource).
 */
export async function searchAudit(db: Db, reader: { organizationId: string; permissions: readonly string[] }, request: AuditSearchRequest): Promise<AuditSearchResponse> {
  const page = pageOf(request, { defaultSize: SEARCH_DEFAULT_PAGE_SIZE });
  const readable = (Object.entries(AUDIT_ENTITY_PERMISSIONS) as [AuditEntityType, string][]).filter(([, permission]) => reader.permissions.includes(permission)).map(([type]) => type);
  const { entityType, entityId, actorId, from, to } = request.filters ?? {};
  const types = entityType ? readable.filter((type) => type === entityType) : readable;
  if (types.length === 0) return pageResult([], 0, page);
  let base = db.selectFrom('audit_log').where('organization_id', '=', reader.organizationId).where('entity_type', 'in', types);
  if (entityId) base = base.where('entity_id', '=', entityId);
  if (actorId) base = base.where('actor_id', '=', actorId);
  if (from) base = base.where('created_at', '>=', new Date(from));
  if (to) base = base.where('created_at', '<', new Date(to));
  const query = request.query?.trim();
  if (query) {
    const pattern = likePattern(query);
    base = base.where((eb) => eb.or([eb('actor_name', 'ilike', pattern), eb('entity_name', 'ilike', pattern)]));
  }
  const order = request.sort?.order ?? 'desc';
  const rows = await base.selectAll().orderBy(sortedBy(sql.ref('created_at'), order)).orderBy(sortedBy(sql.ref('id'), order)).$call(inPage(page)).execute();
  const total = await base.select(rowCount).executeTakeFirstOrThrow();
  const entries = rows.map(
    (row): AuditEntry => ({
      id: row.id,
      createdAt: isoDate(row.created_at),
      actor: { kind: row.actor_kind, id: row.actor_id, name: row.actor_name },
      entityType: row.entity_type as AuditEntityType,
      entityId: row.entity_id,
      entityName: row.entity_name,
      action: row.action as AuditAction,
      before: row.before,
      after: row.after,
    }),
  );
  return pageResult(entries, total.n, page);
}
