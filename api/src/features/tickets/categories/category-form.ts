import type { CategoryDetails, Locale } from '@switchboard/shared/contracts';
import type { Db } from '../../../db/index.js';
import { categoryFieldFromRow, categoryFieldRows } from '../shared/index.js';
import { localizedSampleCategory, localizedSampleField } from './sample-categories.js';

/** A canonical UUID: anything else is no category (PostgreSQL would refuse it with an error). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One active category as a new ticket's form shows it (the hub's complaint form and the agents' new
 * ticket): its fields in position order, a sample category's untouched texts in
 * `locale` (a complaint filed from it keeps the field names and labels as the customer saw them);
 * undefined for another organisation's id or a malformed one.
 */
export async function getActiveCategory(db: Db, organizationId: string, id: string, locale?: Locale): Promise<CategoryDetails | undefined> {
  if (!UUID.test(id)) return undefined;
  const row = await db
    .selectFrom('categories')
    .select(['id', 'name', 'description', 'sample_key'])
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!row) return undefined;
  const { sample_key: sampleKey, ...category } = row;
  const fields = await categoryFieldRows(db, id);
  return { ...localizedSampleCategory(category, sampleKey, locale), fields: fields.map((field) => localizedSampleField(categoryFieldFromRow(field), sampleKey, locale)) };
}
