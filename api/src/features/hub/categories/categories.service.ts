import type { CategoryListResponse, Locale } from '@switchboard/shared/contracts';
import type { Db } from '../../../db/index.js';
import { localizedSampleCategory } from '../../tickets/categories/sample-categories.js';

/** Active categories of an organisation, by name as the reader sees it (a sample category's untouched texts in `locale`). */
export async function listActiveCategories(db: Db, organizationId: string, locale?: Locale): Promise<CategoryListResponse> {
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'name', 'description', 'sample_key'])
    .where('organization_id', '=', organizationId)
    .where('is_active', '=', true)
    .orderBy('name')
    .execute();
  const entities = rows.map(({ sample_key, ...category }) => localizedSampleCategory(category, sample_key, locale));
  // Translated names sort differently from the stored English ones.
  if (locale) entities.sort((a, b) => a.name.localeCompare(b.name, locale));
  return { entities, totalCount: entities.length };
}
