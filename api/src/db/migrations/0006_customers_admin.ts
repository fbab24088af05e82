import type { Kysely } from 'kysely';

// Issue #4: customer administration changes (filled by the customers work).
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
