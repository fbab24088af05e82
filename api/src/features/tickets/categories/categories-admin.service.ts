import {
  SEARCH_DEFAULT_PAGE_SIZE,
  type CategoryAdminDetails,
  type CategoryDeleteResponse,
  type CategorySearchRequest,
  type CategorySearchResponse,
  type CategoryWriteRequest,
  type Locale,
} from '@switchboard/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database, Db } from '../../../db/index.js';
import { inPage, isoDate, likePattern, pageOf, pageResult, rowCount, sortedBy } from '../../../db/search.js';
import { AppError } from '../../../plugins/errors.js';
import { divisionIdToStore, divisionRefOf } from '../../directory/divisions/index.js';
import { categoryFieldFromRow, categoryFieldRows } from '../shared/index.js';
import { normalizeFieldList } from './field-list.js';
import { localizedSampleCategory, SAMPLE_CATEGORIES, sampleKeysMatching } from './sample-categories.js';

const fieldCount = sql<string>`(select count(*) from category_fields f where f.category_id = categories.id)`;
const ticketCount = sql<string>`(select count(*) from tickets t where t.category_id = categories.id)`;

const sortColumns = {
  name: sql`lower(categories.name)`,
  addedDate: sql`categories.created_at`,
  updatedDate: sql`categories.updated_at`,
  fieldCount,
} as const;

/**
 * Categories of the organisation with their field and ticket counts (a few dozen per organisation,
 * counted per row through indexes). A sample category's untouched name and description are in
 * `locale`, and a query typed in that language finds them too. Sorting stays by the stored name.
 */
export async function searchCategories(db: Db, organizationId: string, request: CategorySearchRequest, locale?: Locale): Promise<CategorySearchResponse> {
  const page = pageOf(request, { defaultSize: SEARCH_DEFAULT_PAGE_SIZE });
  let base = db.selectFrom('categories').where('categories.organization_id', '=', organizationId);
  const query = request.query?.trim();
  if (query) {
    const pattern = likePattern(query);
    // A sample whose translated texts match, while its name still reads as seeded (so it is shown translated).
    const shownSamples = sampleKeysMatching(query, locale).map((key) => ({ key, name: SAMPLE_CATEGORIES.find((sample) => sample.key === key)?.name ?? '' }));
    base = base.where((eb) =>
      eb.or([
        eb('categories.name', 'ilike', pattern),
        eb('categories.description', 'ilike', pattern),
        ...shownSamples.map((sample) => eb.and([eb('categories.sample_key', '=', sample.key), eb('categories.name', '=', sample.name)])),
      ]),
    );
  }
  const isActive = request.filters?.isActive;
  if (isActive !== undefined) base = base.where('categories.is_active', '=', isActive);

  const sort = request.sort ?? { field: 'name' as const };
  const rows = await base
    .select(['categories.id', 'categories.name', 'categories.description', 'categories.sample_key', 'categories.is_active', 'categories.created_at', 'categories.updated_at'])
    .select([fieldCount.as('field_count'), ticketCount.as('ticket_count')])
    .orderBy(sortedBy(sortColumns[sort.field], sort.order))
    .orderBy('categories.id')
    .$call(inPage(page))
    .execute();
  const total = await base.select(rowCount).executeTakeFirstOrThrow();
  return pageResult(
    rows.map((row) => ({
      id: row.id,
      ...localizedSampleCategory({ name: row.name, description: row.description }, row.sample_key, locale),
      isActive: row.is_active,
      fieldCount: Number(row.field_count),
      ticketCount: Number(row.ticket_count),
      addedDate: isoDate(row.created_at),
      updatedDate: isoDate(row.updated_at),
    })),
    total.n,
    page,
  );
}

/**
 * A category of the organisation with every field in order; undefined for another organisation's id.
 * Stored texts, never translated: this is the field designer's form, and what it saves is what it shows.
 */
export async function getCategoryForAdmin(db: Kysely<Database>, organizationId: string, id: string): Promise<CategoryAdminDetails | undefined> {
  const category = await db
    .selectFrom('categories')
    .select(['id', 'name', 'description', 'is_active', 'division_id', 'created_at', 'updated_at', ticketCount.as('ticket_count')])
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  if (!category) return undefined;
  const fields = await categoryFieldRows(db, id);
  return {
    id: category.id,
    name: category.name,
    description: category.description,
    isActive: category.is_active,
    ticketCount: Number(category.ticket_count),
    division: await divisionRefOf(db, organizationId, category.division_id),
    addedDate: isoDate(category.created_at),
    updatedDate: isoDate(category.updated_at),
    fields: fields.map((row) => ({ ...categoryFieldFromRow(row), position: row.position })),
  };
}

function checkedInput(input: CategoryWriteRequest, knownIds: ReadonlySet<string>) {
  const name = input.name.trim();
  const { fields, details } = normalizeFieldList(input.fields, knownIds);
  if (!name) details.unshift({ field: '/name', message: 'is required' });
  if (details.length > 0) throw new AppError(400, 'VALIDATION_FAILED', details);
  return { name, description: input.description?.trim() || null, fields };
}

/**
 * Replaces the category's fields with the list: fields keep their ids (updated in place by
 * delete-and-insert, which also sidesteps transient key clashes when keys swap). Tickets keep
 * their own snapshot of the field definitions, so nothing filed earlier changes.
 */
async function writeFields(trx: Kysely<Database>, categoryId: string, fields: ReturnType<typeof checkedInput>['fields']) {
  await trx.deleteFrom('category_fields').where('category_id', '=', categoryId).execute();
  if (fields.length === 0) return;
  await trx
    .insertInto('category_fields')
    .values(
      fields.map((field) => ({
        ...(field.id ? { id: field.id } : {}),
        category_id: categoryId,
        key: field.key,
        name: field.name,
        type: field.type,
        placeholder: field.placeholder,
        is_required: field.isRequired,
        options: JSON.stringify(field.options),
        value_field: field.valueField,
        default_value: field.defaultValue === null ? null : JSON.stringify(field.defaultValue),
        position: field.position,
      })),
    )
    .execute();
}

export async function createCategory(db: Db, organizationId: string, input: CategoryWriteRequest): Promise<CategoryAdminDetails> {
  const { name, description, fields } = checkedInput(input, new Set());
  return db.transaction().execute(async (trx) => {
    const divisionId = await divisionIdToStore(trx, organizationId, input.divisionId);
    const category = await trx
      .insertInto('categories')
      .values({ organization_id: organizationId, name, description, is_active: input.isActive ?? true, division_id: divisionId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeFields(trx, category.id, fields);
    const created = await getCategoryForAdmin(trx, organizationId, category.id);
    if (!created) throw new Error('created category not readable');
    return created;
  });
}

/** Whole-list update; `undefined` when the id is not a category of the organisation. */
export async function updateCategory(db: Db, organizationId: string, id: string, input: CategoryWriteRequest): Promise<CategoryAdminDetails | undefined> {
  return db.transaction().execute(async (trx) => {
    const category = await trx.selectFrom('categories').select(['id', 'is_active']).where('id', '=', id).where('organization_id', '=', organizationId).forUpdate().executeTakeFirst();
    if (!category) return undefined;
    const existing = await trx.selectFrom('category_fields').select('id').where('category_id', '=', id).execute();
    const { name, description, fields } = checkedInput(input, new Set(existing.map((row) => row.id)));
    // Left out, the division stays as it is.
    const division = input.divisionId === undefined ? {} : { division_id: await divisionIdToStore(trx, organizationId, input.divisionId) };
    await trx
      .updateTable('categories')
      .set({ name, description, is_active: input.isActive ?? category.is_active, ...division, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await writeFields(trx, id, fields);
    return getCategoryForAdmin(trx, organizationId, id);
  });
}

/**
 * Deletes a category no ticket uses. One that tickets use is only deactivated: it leaves the hub
 * and new tickets, while filed tickets keep showing its name (history stays readable).
 */
export async function deleteCategory(db: Db, organizationId: string, id: string): Promise<CategoryDeleteResponse | undefined> {
  return db.transaction().execute(async (trx) => {
    const category = await trx.selectFrom('categories').select('id').where('id', '=', id).where('organization_id', '=', organizationId).forUpdate().executeTakeFirst();
    if (!category) return undefined;
    const used = await trx.selectFrom('tickets').select(rowCount).where('category_id', '=', id).executeTakeFirstOrThrow();
    const count = Number(used.n);
    if (count > 0) {
      await trx.updateTable('categories').set({ is_active: false, updated_at: new Date() }).where('id', '=', id).execute();
      return { id, outcome: 'deactivated' as const, ticketCount: count };
    }
    await trx.deleteFrom('categories').where('id', '=', id).execute();
    return { id, outcome: 'deleted' as const, ticketCount: 0 };
  });
}
