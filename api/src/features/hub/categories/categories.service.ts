import type { CategoryDetails, CategoryListResponse } from '@switchboard/shared/contracts';
import type { Db } from '../../../db/index.js';
import { categoryFieldFromRow, categoryFieldRows } from '../../tickets/shared/index.js';

/** Active categories of an organisation, by name. */
export async function listActiveCategories(db: Db, organizationId: string): Promise<CategoryListResponse> {
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'name', 'description'])
    .where('organization_id', '=', organizationId)
    .where('is_active', '=', true)
    .orderBy('name')
    .execute();
  return { entities: rows, totalCount: rows.length };
}

/** A canonical UUID: anything else is no category (PostgreSQL would refuse it with an error). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One active category with its fields in position order; undefined for another organisation's id or a malformed one. */
export async function getActiveCategory(db: Db, organizationId: string, id: string): Promise<CategoryDetails | undefined> {
  if (!UUID.test(id)) return undefined;
  const category = await db
    .selectFrom('categories')
    .select(['id', 'name', 'description'])
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!category) return undefined;
  const fields = await categoryFieldRows(db, id);
  return { ...category, fields: fields.map(categoryFieldFromRow) };
}
