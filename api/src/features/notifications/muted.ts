import { sql } from 'kysely';
import type { Db } from '../../db/index.js';

/**
 * Drops the notifications whose recipient muted their type in their preferences: one query per
 * event, however many recipients it has.
 */
export async function withoutMuted<D extends { recipientId: string; type: string }>(db: Db, drafts: D[]): Promise<D[]> {
  if (drafts.length === 0) return drafts;
  const recipients = [...new Set(drafts.map((draft) => draft.recipientId))];
  const rows = await db
    .selectFrom('users')
    .select(['id', sql<string[] | null>`preferences->'mutedNotifications'`.as('muted')])
    .where('id', 'in', recipients)
    .where(sql<boolean>`jsonb_array_length(coalesce(preferences->'mutedNotifications', '[]'::jsonb)) > 0`)
    .execute();
  if (rows.length === 0) return drafts;
  const muted = new Map(rows.map((row) => [row.id, new Set(row.muted ?? [])]));
  return drafts.filter((draft) => !muted.get(draft.recipientId)?.has(draft.type));
}
