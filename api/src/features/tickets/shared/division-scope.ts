import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../../db/index.js';
import { forbidden, notFound } from '../../../plugins/errors.js';

/**
 * Where a caller holds one permission: every division, or the listed ones. A ticket without a
 * division (`division_id` null) belongs to the Home division, so it is covered when `homeId` is
 * among `divisionIds`.
 */
export type DivisionScope = { all: true } | { all: false; divisionIds: string[]; homeId: string | null };

/** Who asks: an agent (their role assignments say where) or an OAuth client (`clientId`: its own divisions). */
export interface ScopeCaller {
  organizationId: string;
  userId: string;
  permissions: readonly string[];
  clientId?: string;
}

export const EVERY_DIVISION: DivisionScope = { all: true };

/**
 * Scopes already computed for a caller object. The authentication plugin hands the same caller object
 * to every request of a session until a change of roles, divisions or users makes it forget them
 * (features/auth/permission-cache.ts); a new object, and new scopes, come with the next request.
 */
const computed = new WeakMap<object, Map<string, Promise<DivisionScope>>>();

/**
 * The divisions where the caller holds `permission`: one indexed query over their role
 * assignments (a role with `division_ids` null holds everywhere), computed once per request.
 * OAuth clients hold their roles' permissions in the client's divisions (every one when it lists none),
 * read per request like their permissions, so a change applies to tokens already issued.
 */
export function divisionScope(db: Kysely<Database>, caller: ScopeCaller, permission: string): Promise<DivisionScope> {
  if (!caller.permissions.includes(permission)) return Promise.resolve({ all: false, divisionIds: [], homeId: null });
  let byPermission = computed.get(caller);
  if (!byPermission) computed.set(caller, (byPermission = new Map()));
  let scope = byPermission.get(permission);
  if (!scope) {
    scope = caller.clientId ? loadClientScope(db, caller, caller.clientId) : loadScope(db, caller, permission);
    byPermission.set(permission, scope);
    // A failed read is not remembered: the next call asks again.
    scope.catch(() => byPermission.delete(permission));
  }
  return scope;
}

/** The caller's role assignments with the divisions each holds in, and the Home division's id. */
function assignmentsOf(db: Kysely<Database>, caller: ScopeCaller) {
  return db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select([
      'roles.permissions',
      'user_roles.division_ids',
      (eb) => eb.selectFrom('divisions').select('divisions.id').where('divisions.organization_id', '=', caller.organizationId).where('divisions.is_home', '=', true).as('home_id'),
    ])
    .where('user_roles.user_id', '=', caller.userId)
    .where('user_roles.organization_id', '=', caller.organizationId);
}

async function loadScope(db: Kysely<Database>, caller: ScopeCaller, permission: string): Promise<DivisionScope> {
  const rows = await assignmentsOf(db, caller).where(sql<SqlBool>`${permission} = any(roles.permissions)`).execute();
  if (rows.some((row) => row.division_ids === null)) return EVERY_DIVISION;
  const divisionIds = [...new Set(rows.flatMap((row) => row.division_ids ?? []).map((id) => id.toLowerCase()))];
  return { all: false, divisionIds, homeId: rows[0]?.home_id ?? null };
}

/** A client's divisions hold for each of its permissions (which the caller check above already settled). */
async function loadClientScope(db: Kysely<Database>, caller: ScopeCaller, clientId: string): Promise<DivisionScope> {
  const row = await db
    .selectFrom('oauth_clients')
    .select([
      'oauth_clients.division_ids',
      (eb) => eb.selectFrom('divisions').select('divisions.id').where('divisions.organization_id', '=', caller.organizationId).where('divisions.is_home', '=', true).as('home_id'),
    ])
    .where('oauth_clients.id', '=', clientId)
    .where('oauth_clients.organization_id', '=', caller.organizationId)
    .executeTakeFirst();
  // A deleted client has no valid token; answering "nowhere" is the safe side of that race.
  if (!row) return { all: false, divisionIds: [], homeId: null };
  if (row.division_ids === null) return EVERY_DIVISION;
  return { all: false, divisionIds: [...new Set(row.division_ids.map((id) => id.toLowerCase()))], homeId: row.home_id ?? null };
}

/**
 * Where the caller holds each of their permissions, read in one query (for checks that weigh many
 * permissions at once, such as what a grant may give).
 */
export async function divisionScopesOf(db: Kysely<Database>, caller: ScopeCaller): Promise<Map<string, DivisionScope>> {
  if (caller.clientId) {
    const scope = await loadClientScope(db, caller, caller.clientId);
    return new Map(caller.permissions.map((permission) => [permission, scope]));
  }
  const rows = await assignmentsOf(db, caller).execute();
  const homeId = rows[0]?.home_id ?? null;
  const scopes = new Map<string, DivisionScope>();
  for (const row of rows) {
    for (const permission of row.permissions) {
      const known = scopes.get(permission);
      if (known?.all) continue;
      if (row.division_ids === null) scopes.set(permission, EVERY_DIVISION);
      else {
        const ids = row.division_ids.map((id) => id.toLowerCase());
        scopes.set(permission, { all: false, divisionIds: [...new Set([...(known && !known.all ? known.divisionIds : []), ...ids])], homeId });
      }
    }
  }
  return scopes;
}

/** True when the scope covers a row of this division (null: the Home division). */
export function scopeCovers(scope: DivisionScope, divisionId: string | null): boolean {
  if (scope.all) return true;
  const id = divisionId?.toLowerCase() ?? scope.homeId;
  return id !== null && scope.divisionIds.includes(id);
}

/**
 * The scope as a condition on `tickets`: `division_id in (…)`, plus rows without a division when
 * the Home division is listed. Every ticket query of an agent goes through it (index
 * tickets_org_division_idx).
 */
export function ticketsInScope(scope: DivisionScope) {
  return (eb: ExpressionBuilder<Database, 'tickets'>): Expression<SqlBool> => {
    if (scope.all) return sql<SqlBool>`true`;
    const either: Expression<SqlBool>[] = [];
    if (scope.divisionIds.length > 0) either.push(eb('tickets.division_id', 'in', scope.divisionIds));
    if (scope.homeId !== null && scope.divisionIds.includes(scope.homeId)) either.push(eb('tickets.division_id', 'is', null));
    return either.length > 0 ? eb.or(either) : sql<SqlBool>`false`;
  };
}

/** Tickets in the given divisions, where the Home division's id also names tickets without one. */
export function ticketsInDivisions(divisionIds: readonly string[], homeId: string) {
  return (eb: ExpressionBuilder<Database, 'tickets'>): Expression<SqlBool> => {
    const ids = divisionIds.map((id) => id.toLowerCase());
    const either: Expression<SqlBool>[] = [eb('tickets.division_id', 'in', ids)];
    if (ids.includes(homeId.toLowerCase())) either.push(eb('tickets.division_id', 'is', null));
    return eb.or(either);
  };
}

/**
 * The rule for every route that reaches one ticket by id, guarded by `permission`: the caller must
 * hold it in the ticket's division. Holding it elsewhere but only seeing the ticket
 * (`tickets:tickets:view` there) answers 403; not even seeing it answers 404, as for another
 * organisation's ticket, so ids of other divisions reveal nothing.
 */
export async function ensureTicketAccess(db: Kysely<Database>, caller: ScopeCaller, divisionId: string | null, permission: string): Promise<void> {
  if (scopeCovers(await divisionScope(db, caller, permission), divisionId)) return;
  if (permission !== 'tickets:tickets:view' && scopeCovers(await divisionScope(db, caller, 'tickets:tickets:view'), divisionId)) throw forbidden();
  throw notFound();
}
