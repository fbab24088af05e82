import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { RoundLookups } from './round-lookups.js';

/**
 * Drops the notifications whose recipient muted their type in their preferences: one query per
 * event, however many recipients it has (per round, for the same recipients, with `lookups`).
 */
export async function withoutMuted<D extends { recipientId: string; type: string }>(db: Db, drafts: D[], lookups?: RoundLookups): Promise<D[]> {
  if (drafts.length === 0) return drafts;
  const recipients = [...new Set(drafts.map((draft) => draft.recipientId))].sort();
  const read = () => mutedOf(db, recipients);
  const muted = await (lookups ? lookups.once(`muted:${recipients.join(',')}`, read) : read());
  if (muted.size === 0) return drafts;
  return drafts.filter((draft) => !muted.get(draft.recipientId)?.has(draft.type));
}

/** The types each of `recipients` muted, for those who muted any. */
async function mutedOf(db: Db, recipients: string[]): Promise<Map<string, Set<string>>> {
  const rows = await db
    .selectFrom('users')
    .select(['id', sql<string[] | null>`preferences->'mutedNotifications'`.as('muted')])
    .where('id', 'in', recipients)
    .where(sql<boolean>`jsonb_array_length(coalesce(preferences->'mutedNotifications', '[]'::jsonb)) > 0`)
    .execute();
  return new Map(rows.map((row) => [row.id, new Set(row.muted ?? [])]));
}
