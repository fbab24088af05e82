import type { Kysely } from 'kysely';

// Issue #4: ticket search indexes (filled by the agent tickets work).
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
