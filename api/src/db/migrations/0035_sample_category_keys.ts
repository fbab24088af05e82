import { sql, type Kysely } from 'kysely';

// Which seeded sample a category is (billing, delivery, technical_issue), so its texts can be shown in
// the reader's language while they still read as seeded. Null for every category an administrator made.
// The English texts below are the seeded ones at the time of this migration, copied so the migration
// keeps meaning the same when the samples change later.
const SEEDED = [
  { key: 'billing', name: 'Billing', description: 'Invoices, charges and refunds' },
  { key: 'delivery', name: 'Delivery', description: 'Orders that are late, damaged or incomplete' },
  { key: 'technical_issue', name: 'Technical issue', description: 'Something in the product does not work' },
] as const;

/**
 * Marks existing organisations' samples: a category is one only while its name and description both
 * still equal a seeded sample's (one renamed or rewritten is the administrator's own and stays unmarked).
 */
export async function backfillSampleKeys<DB>(db: Kysely<DB>): Promise<void> {
  for (const sample of SEEDED) {
    await sql`update categories set sample_key = ${sample.key} where sample_key is null and name = ${sample.name} and description = ${sample.description}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('categories').addColumn('sample_key', 'text').execute();
  await backfillSampleKeys(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('categories').dropColumn('sample_key').execute();
}
