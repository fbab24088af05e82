import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/index.js';
import { prepared } from '../../../db/prepared.js';

/**
 * The organisation's Home division. The first start creates it; an organisation made another way
 * (fixtures, the CLI) gets it on first need. Safe when two requests race: the insert
 * yields to the partial unique index on `is_home`, then both read the one row.
 */
export async function homeDivisionOf(db: Kysely<Database>, organizationId: string): Promise<{ id: string; name: string }> {
  const existing = await prepared(db.selectFrom('divisions').select(['id', 'name']).where('organization_id', '=', organizationId).where('is_home', '=', true)).executeTakeFirst();
  if (existing) return existing;
  await sql`insert into divisions (organization_id, name, is_home)
    values (${organizationId}, ${await freeHomeName(db, organizationId)}, true)
    on conflict (organization_id) where is_home do nothing`.execute(db);
  return db.selectFrom('divisions').select(['id', 'name']).where('organization_id', '=', organizationId).where('is_home', '=', true).executeTakeFirstOrThrow();
}

/** "Home", or "Home 2"… when an ordinary division already took the name (names are unique per organisation). */
async function freeHomeName(db: Kysely<Database>, organizationId: string): Promise<string> {
  const taken = await db
    .selectFrom('divisions')
    .select('name')
    .where('organization_id', '=', organizationId)
    .where(sql<boolean>`lower(name) like 'home%'`)
    .execute();
  const names = new Set(taken.map((row) => row.name.toLowerCase()));
  if (!names.has('home')) return 'Home';
  for (let n = 2; ; n += 1) if (!names.has(`home ${n}`)) return `Home ${n}`;
}
