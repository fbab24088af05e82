import {
  ASSIGNEE_PICK_LIST_LIMIT,
  USER_GROUP_PICK_LIST_LIMIT,
  type AgentPickListResponse,
  type CategoryField,
  localizedStatusName,
  type Locale,
  type StatusListResponse,
  TICKET_DIVISION_PICK_LIST_LIMIT,
  type TicketDivisionPickListResponse,
  type UserGroupPickListResponse,
  type UserGroupRef,
} from '@switchboard/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database, StatusKind } from '../../../db/index.js';
import { likePattern, rowCount } from '../../../db/search.js';
import { homeDivisionOf } from '../../directory/divisions/home-division.js';
import { localizedSampleField } from '../categories/sample-categories.js';
import { categoryFieldFromRow, categoryFieldRows, type DivisionScope } from '../shared/index.js';

/** `GET v1/statuses`: the organisation's statuses in their configured order, named in `locale`. */
export async function listStatuses(db: Kysely<Database>, organizationId: string, locale?: Locale): Promise<StatusListResponse> {
  const rows = await db.selectFrom('statuses').select(['id', 'name', 'names', 'color', 'kind']).where('organization_id', '=', organizationId).orderBy('position').orderBy('name').execute();
  const entities = rows.map((r) => ({ id: r.id, name: locale ? localizedStatusName(r, locale) : r.name, color: r.color, kind: r.kind }));
  return { entities, totalCount: rows.length };
}

/** `GET v1/tickets/assignees`: active agents whose name or email contains `query`, by name. */
export async function listAssignableAgents(db: Kysely<Database>, organizationId: string, query: string | undefined): Promise<AgentPickListResponse> {
  let agents = db.selectFrom('users').where('organization_id', '=', organizationId).where('status', '=', 'active').where('kind', '=', 'agent');
  const text = query?.trim();
  if (text) {
    const pattern = likePattern(text);
    agents = agents.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('email', 'ilike', pattern)]));
  }
  const rows = await agents.select(['id', 'name', 'email']).orderBy('name').orderBy('id').limit(ASSIGNEE_PICK_LIST_LIMIT).execute();
  const count = await agents.select(rowCount).executeTakeFirstOrThrow();
  return { entities: rows, totalCount: Number(count.n) };
}

/** `GET v1/tickets/usergroups`: groups whose name contains `query`, by name; `isMember` marks the caller's own. */
export async function listPickableUserGroups(db: Kysely<Database>, caller: { organizationId: string; userId: string }, query: string | undefined): Promise<UserGroupPickListResponse> {
  let groups = db.selectFrom('user_groups').where('user_groups.organization_id', '=', caller.organizationId);
  const text = query?.trim();
  if (text) groups = groups.where('user_groups.name', 'ilike', likePattern(text));
  const rows = await groups
    .select(['user_groups.id', 'user_groups.name'])
    .select((eb) => eb.exists(eb.selectFrom('user_group_members as m').select('m.group_id').whereRef('m.group_id', '=', 'user_groups.id').where('m.user_id', '=', caller.userId)).as('is_member'))
    .orderBy(sql`lower(user_groups.name)`)
    .orderBy('user_groups.id')
    .limit(USER_GROUP_PICK_LIST_LIMIT)
    .execute();
  const count = await groups.select(rowCount).executeTakeFirstOrThrow();
  return { entities: rows.map((r) => ({ id: r.id, name: r.name, isMember: Boolean(r.is_member) })), totalCount: Number(count.n) };
}

/** A user group of the organisation (a ticket can be given to it). */
export async function findUserGroup(db: Kysely<Database>, organizationId: string, groupId: string): Promise<UserGroupRef | undefined> {
  return db.selectFrom('user_groups').select(['id', 'name']).where('organization_id', '=', organizationId).where('id', '=', groupId).executeTakeFirst();
}

export interface StatusRef {
  id: string;
  name: string;
  kind: StatusKind;
}

export async function findStatus(db: Kysely<Database>, organizationId: string, statusId: string): Promise<StatusRef | undefined> {
  const row = await db.selectFrom('statuses').select(['id', 'name', 'kind']).where('organization_id', '=', organizationId).where('id', '=', statusId).executeTakeFirst();
  return row;
}

/** An active agent of the organisation (only they can be assigned). */
export async function findActiveAgent(db: Kysely<Database>, organizationId: string, userId: string): Promise<{ id: string; name: string } | undefined> {
  return db.selectFrom('users').select(['id', 'name']).where('organization_id', '=', organizationId).where('id', '=', userId).where('status', '=', 'active').where('kind', '=', 'agent').executeTakeFirst();
}

export interface CategoryWithFields {
  id: string;
  name: string;
  isActive: boolean;
  /** Where its tickets go by default; null: the Home division. */
  divisionId: string | null;
  fields: CategoryField[];
}

/**
 * A category of the organisation with its fields in position order, active or not (a ticket may keep an
 * inactive one). With `locale`, a sample category's untouched field names and labels are in that language
 * (a new ticket keeps them as its creator reads them).
 */
export async function findCategory(db: Kysely<Database>, organizationId: string, categoryId: string, locale?: Locale): Promise<CategoryWithFields | undefined> {
  const category = await db.selectFrom('categories').select(['id', 'name', 'is_active', 'division_id', 'sample_key']).where('organization_id', '=', organizationId).where('id', '=', categoryId).executeTakeFirst();
  if (!category) return undefined;
  const fields = await categoryFieldRows(db, categoryId);
  return { id: category.id, name: category.name, isActive: category.is_active, divisionId: category.division_id, fields: fields.map((row) => localizedSampleField(categoryFieldFromRow(row), category.sample_key, locale)) };
}

/** `GET v1/tickets/divisions`: the divisions the scope covers, the Home division first, then by name. */
export async function listTicketDivisions(db: Kysely<Database>, organizationId: string, scope: DivisionScope): Promise<TicketDivisionPickListResponse> {
  // An organisation made before divisions may have no Home row yet: tickets without a division need one to show.
  await homeDivisionOf(db, organizationId);
  if (!scope.all && scope.divisionIds.length === 0) return { entities: [], totalCount: 0 };
  let divisions = db.selectFrom('divisions').where('organization_id', '=', organizationId);
  if (!scope.all) divisions = divisions.where('id', 'in', scope.divisionIds);
  const rows = await divisions.select(['id', 'name']).orderBy('is_home', 'desc').orderBy(sql`lower(name)`).orderBy('id').limit(TICKET_DIVISION_PICK_LIST_LIMIT).execute();
  const count = await divisions.select(rowCount).executeTakeFirstOrThrow();
  return { entities: rows, totalCount: Number(count.n) };
}

/** A division of the organisation (a ticket can move to it). */
export async function findDivision(db: Kysely<Database>, organizationId: string, divisionId: string): Promise<{ id: string; name: string } | undefined> {
  return db.selectFrom('divisions').select(['id', 'name']).where('organization_id', '=', organizationId).where('id', '=', divisionId).executeTakeFirst();
}
