import type { CategoryField, CategoryFieldType } from '@switchboard/shared/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { CategoryFieldsTable, Database } from '../../../db/index.js';

/** A category's stored fields in form order: by position, then key. */
export function categoryFieldRows(db: Kysely<Database>, categoryId: string) {
  return db.selectFrom('category_fields').selectAll().where('category_id', '=', categoryId).orderBy('position').orderBy('key').execute();
}

/** A stored field row as the API returns it (hub details and the agents' field designer). */
export function categoryFieldFromRow(f: Selectable<CategoryFieldsTable>): CategoryField {
  return {
    id: f.id,
    key: f.key,
    name: f.name,
    type: f.type as CategoryFieldType,
    placeholder: f.placeholder,
    isRequired: f.is_required,
    options: f.options ?? [],
    valueField: f.value_field,
    defaultValue: f.default_value ?? null,
  };
}
