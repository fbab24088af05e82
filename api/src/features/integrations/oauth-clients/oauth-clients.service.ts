import { randomUUID } from 'node:crypto';
import {
  SEARCH_DEFAULT_PAGE_SIZE,
  type OAuthClient,
  type OAuthClientRoleRef,
  type OAuthClientSearchRequest,
  type OAuthClientSearchResponse,
  type OAuthClientWithSecret,
  type OAuthClientWrite,
} from '@switchboard/shared/contracts';
import { sql } from 'kysely';
import type { CrudScope } from '../../../crud/register-crud-routes.js';
import type { Db } from '../../../db/index.js';
import { inPage, isoDate, likePattern, pageOf, pageResult, rowCount, sortedBy } from '../../../db/search.js';
import { AppError } from '../../../plugins/errors.js';
import { hashClientSecret, newClientSecret } from '../../auth/client-credentials.js';
import { checkGrantsHeld, sameDivisions } from '../../directory/roles/granting.js';
import { auditActorOf, recordAudit } from '../../organization/audit/index.js';

// OAuth clients of the organisation. Each acts as a service user of its own (`users.kind =
// 'client'`), so what it writes has an author named like the client; the user has no usable
// password, is never listed or picked, and is kept (disabled) when the client is deleted, so
// the history it wrote stays readable.

/** Not a scrypt hash: no password ever matches it. */
const NO_PASSWORD = '!oauth-client';

const serviceUserEmail = (clientId: string) => `client-${clientId}@oauth-clients.invalid`;

interface ClientRow {
  id: string;
  name: string;
  description: string | null;
  enabled: boolean;
  division_ids: string[] | null;
  secret_rotated_at: Date;
  created_at: Date;
  updated_at: Date;
}

const clientColumns = [
  'oauth_clients.id',
  'oauth_clients.name',
  'oauth_clients.description',
  'oauth_clients.enabled',
  'oauth_clients.division_ids',
  'oauth_clients.secret_rotated_at',
  'oauth_clients.created_at',
  'oauth_clients.updated_at',
] as const;

/** The roles of the given clients, by client, in one query. */
async function rolesOfClients(db: Db, clientIds: string[]): Promise<Map<string, OAuthClientRoleRef[]>> {
  const roles = new Map<string, OAuthClientRoleRef[]>(clientIds.map((id) => [id, []]));
  if (clientIds.length === 0) return roles;
  const rows = await db
    .selectFrom('oauth_client_roles')
    .innerJoin('roles', 'roles.id', 'oauth_client_roles.role_id')
    .select(['oauth_client_roles.client_id', 'roles.id', 'roles.name'])
    .where('oauth_client_roles.client_id', 'in', clientIds)
    .orderBy(sql`lower(roles.name)`)
    .orderBy('roles.id')
    .execute();
  for (const row of rows) roles.get(row.client_id)?.push({ id: row.id, name: row.name });
  return roles;
}

const toClient = (row: ClientRow, roles: OAuthClientRoleRef[]): OAuthClient => ({
  id: row.id,
  name: row.name,
  description: row.description,
  enabled: row.enabled,
  roles,
  divisionIds: row.division_ids,
  secretRotatedAt: isoDate(row.secret_rotated_at),
  createdAt: isoDate(row.created_at),
  updatedAt: isoDate(row.updated_at),
});

/** What the audit log keeps of a client (never its secret or its hash); divisions by name, null for every division. */
async function audited(db: Db, organizationId: string, client: Pick<OAuthClient, 'name' | 'description' | 'enabled' | 'roles' | 'divisionIds'>) {
  let divisions: string[] | null = null;
  if (client.divisionIds) {
    const ids = client.divisionIds;
    const rows = ids.length > 0 ? await db.selectFrom('divisions').select(['id', 'name']).where('organization_id', '=', organizationId).where('id', 'in', ids).execute() : [];
    divisions = rows.map((row) => row.name).sort((a, b) => a.localeCompare(b));
  }
  return { name: client.name, description: client.description, enabled: client.enabled, roles: client.roles.map((role) => role.name), divisions };
}

/**
 * The divisions a write names, checked: null (every division) passes, each id must be a division
 * of the organisation (400 on `/divisionIds/<i>` otherwise). Undefined stays undefined (kept).
 */
async function checkedDivisions(db: Db, organizationId: string, divisionIds: readonly string[] | null | undefined): Promise<string[] | null | undefined> {
  if (divisionIds === undefined || divisionIds === null) return divisionIds;
  const wanted = [...new Set(divisionIds.map((id) => id.toLowerCase()))];
  if (wanted.length === 0) throw new AppError(400, 'VALIDATION_FAILED', [{ field: '/divisionIds', message: 'must name at least one division, or be null for every division' }]);
  const rows = await db.selectFrom('divisions').select('id').where('organization_id', '=', organizationId).where('id', 'in', wanted).execute();
  const known = new Set(rows.map((row) => row.id.toLowerCase()));
  const unknown = divisionIds.flatMap((id, index) => (known.has(id.toLowerCase()) ? [] : [{ field: `/divisionIds/${index}`, message: 'is not a division of this organisation' }]));
  if (unknown.length > 0) throw new AppError(400, 'VALIDATION_FAILED', unknown);
  return wanted;
}

const sortColumns = { name: sql`lower(oauth_clients.name)`, createdAt: sql`oauth_clients.created_at` } as const;

/** Clients of the organisation, by name unless a sort is given; roles are fetched for the page only. */
export async function searchOAuthClients(db: Db, scope: CrudScope, request: OAuthClientSearchRequest): Promise<OAuthClientSearchResponse> {
  const page = pageOf(request, { defaultSize: SEARCH_DEFAULT_PAGE_SIZE });
  let base = db.selectFrom('oauth_clients').where('oauth_clients.organization_id', '=', scope.organizationId);
  const query = request.query?.trim();
  if (query) {
    const pattern = likePattern(query);
    base = base.where((eb) => eb.or([eb('oauth_clients.name', 'ilike', pattern), eb('oauth_clients.description', 'ilike', pattern)]));
  }
  const enabled = request.filters?.enabled;
  if (enabled !== undefined) base = base.where('oauth_clients.enabled', '=', enabled);
  const sort = request.sort ?? { field: 'name' as const };
  const rows = await base.select(clientColumns).orderBy(sortedBy(sortColumns[sort.field], sort.order)).orderBy('oauth_clients.id').$call(inPage(page)).execute();
  const total = await base.select(rowCount).executeTakeFirstOrThrow();
  const roles = await rolesOfClients(db, rows.map((row) => row.id));
  return pageResult(rows.map((row) => toClient(row, roles.get(row.id) ?? [])), total.n, page);
}

/** A client of the organisation; undefined for another organisation's id. */
export async function getOAuthClient(db: Db, scope: Pick<CrudScope, 'organizationId'>, id: string): Promise<OAuthClient | undefined> {
  const row = await db.selectFrom('oauth_clients').select(clientColumns).where('id', '=', id).where('organization_id', '=', scope.organizationId).executeTakeFirst();
  if (!row) return undefined;
  return toClient(row, (await rolesOfClients(db, [id])).get(id) ?? []);
}

/**
 * The roles a write names, checked: each must be a role of the organisation (400 otherwise), and
 * the caller must hold every permission they carry in the client's divisions (403
 * PERMISSION_NOT_HELD), so nobody makes a client mightier than themselves. Roles the client already
 * has in the same divisions pass unchanged.
 */
async function checkedRoles(db: Db, scope: CrudScope, roleIds: readonly string[], kept: ReadonlySet<string>, divisionIds: readonly string[] | null): Promise<string[]> {
  const wanted = [...new Set(roleIds)];
  if (wanted.length === 0) return [];
  const roles = await db.selectFrom('roles').select(['id', 'permissions']).where('organization_id', '=', scope.organizationId).where('id', 'in', wanted).execute();
  const byId = new Map(roles.map((role) => [role.id, role]));
  const unknown = roleIds.flatMap((id, index) => (byId.has(id) ? [] : [{ field: `/roleIds/${index}`, message: 'is not a role of this organisation' }]));
  if (unknown.length > 0) throw new AppError(400, 'VALIDATION_FAILED', unknown);
  const given = roles.filter((role) => !kept.has(role.id)).flatMap((role) => role.permissions);
  await checkGrantsHeld(db, scope, [{ permissions: given, divisionIds, field: '/roleIds' }]);
  return wanted;
}

function checkedText(input: OAuthClientWrite) {
  const name = input.name.trim();
  if (!name) throw new AppError(400, 'VALIDATION_FAILED', [{ field: '/name', message: 'is required' }]);
  return { name, description: input.description?.trim() || null };
}

async function writeRoles(trx: Db, organizationId: string, clientId: string, roleIds: string[]): Promise<void> {
  await trx.deleteFrom('oauth_client_roles').where('client_id', '=', clientId).execute();
  if (roleIds.length > 0) await trx.insertInto('oauth_client_roles').values(roleIds.map((roleId) => ({ organization_id: organizationId, client_id: clientId, role_id: roleId }))).execute();
}

/** A new client with its service user and a generated secret, answered once here and stored only hashed. */
export async function createOAuthClient(db: Db, scope: CrudScope, input: OAuthClientWrite): Promise<OAuthClientWithSecret> {
  const { name, description } = checkedText(input);
  const divisionIds = (await checkedDivisions(db, scope.organizationId, input.divisionIds)) ?? null;
  const roleIds = await checkedRoles(db, scope, input.roleIds, new Set(), divisionIds);
  const secret = newClientSecret();
  const id = randomUUID();
  const created = await db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({ organization_id: scope.organizationId, name, email: serviceUserEmail(id), password_hash: NO_PASSWORD, kind: 'client' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('oauth_clients')
      .values({ id, organization_id: scope.organizationId, user_id: user.id, name, description, enabled: input.enabled ?? true, division_ids: divisionIds, secret_hash: hashClientSecret(secret), secret_rotated_at: new Date() })
      .execute();
    await writeRoles(trx, scope.organizationId, id, roleIds);
    const client = await getOAuthClient(trx, scope, id);
    if (!client) throw new Error('created client not readable');
    await recordAudit(trx, scope.organizationId, auditActorOf(scope), { entityType: 'oauthClient', entityId: id, entityName: name, action: 'create', after: await audited(trx, scope.organizationId, client) });
    return client;
  });
  return { ...created, secret };
}

/** Replaces name, description, roles and (when given) the enabled switch; undefined for an id outside the organisation. */
export async function updateOAuthClient(db: Db, scope: CrudScope, id: string, input: OAuthClientWrite): Promise<OAuthClient | undefined> {
  const { name, description } = checkedText(input);
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('oauth_clients').select(['id', 'user_id']).where('id', '=', id).where('organization_id', '=', scope.organizationId).forUpdate().executeTakeFirst();
    if (!row) return undefined;
    const before = await getOAuthClient(trx, scope, id);
    if (!before) return undefined;
    const enabled = input.enabled ?? before.enabled;
    const divisionIds = await checkedDivisions(trx, scope.organizationId, input.divisionIds);
    const reach = divisionIds === undefined ? before.divisionIds : divisionIds;
    // Moving the client to other divisions gives all its roles there anew.
    const moved = divisionIds !== undefined && !sameDivisions(divisionIds, before.divisionIds);
    const roleIds = await checkedRoles(trx, scope, input.roleIds, moved ? new Set() : new Set(before.roles.map((role) => role.id)), reach);
    await trx
      .updateTable('oauth_clients')
      .set({ name, description, enabled, ...(divisionIds !== undefined && { division_ids: divisionIds }), updated_at: new Date() }).where('id', '=', id).execute();
    // The service user carries the client's name: what it wrote reads as the client's.
    await trx.updateTable('users').set({ name, updated_at: new Date() }).where('id', '=', row.user_id).execute();
    await writeRoles(trx, scope.organizationId, id, roleIds);
    const after = await getOAuthClient(trx, scope, id);
    if (!after) return undefined;
    await recordAudit(trx, scope.organizationId, auditActorOf(scope), { entityType: 'oauthClient', entityId: id, entityName: name, action: 'update', before: await audited(trx, scope.organizationId, before), after: await audited(trx, scope.organizationId, after) });
    return after;
  });
}

/**
 * Deletes a client: its tokens stop working at once. Its service user stays, disabled, as the
 * author of what the client wrote.
 */
export async function deleteOAuthClient(db: Db, scope: CrudScope, id: string): Promise<true | undefined> {
  return db.transaction().execute(async (trx) => {
    const client = await getOAuthClient(trx, scope, id);
    if (!client) return undefined;
    const row = await trx.deleteFrom('oauth_clients').where('id', '=', id).where('organization_id', '=', scope.organizationId).returning('user_id').executeTakeFirstOrThrow();
    await trx.updateTable('users').set({ status: 'disabled', updated_at: new Date() }).where('id', '=', row.user_id).execute();
    await recordAudit(trx, scope.organizationId, auditActorOf(scope), { entityType: 'oauthClient', entityId: id, entityName: client.name, action: 'delete', before: await audited(trx, scope.organizationId, client) });
    return true;
  });
}

/**
 * A new secret for the client: the old one stops working, and so do tokens issued before now.
 * The secret is answered once here and stored only hashed.
 */
export async function rotateOAuthClientSecret(db: Db, scope: CrudScope, id: string): Promise<OAuthClientWithSecret | undefined> {
  const secret = newClientSecret();
  const rotated = await db.transaction().execute(async (trx) => {
    const now = new Date();
    const row = await trx
      .updateTable('oauth_clients')
      .set({ secret_hash: hashClientSecret(secret), secret_rotated_at: now, updated_at: now })
      .where('id', '=', id)
      .where('organization_id', '=', scope.organizationId)
      .returning('name')
      .executeTakeFirst();
    if (!row) return undefined;
    await recordAudit(trx, scope.organizationId, auditActorOf(scope), { entityType: 'oauthClient', entityId: id, entityName: row.name, action: 'secretRotate' });
    return getOAuthClient(trx, scope, id);
  });
  return rotated && { ...rotated, secret };
}
