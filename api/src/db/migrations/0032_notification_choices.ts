import { sql, type Kysely } from 'kysely';

const SCOPES = sql.raw(`('none', 'myGroups', 'unassigned', 'myGroupsAndUnassigned')`);

// What each agent chose to hear of beyond their own tickets: new tickets and customer replies, for
// tickets of their groups and/or nobody's tickets. Null: not chosen, the default applies (read by
// role, so an agent who becomes an administrator gets the administrators' default).
//
// Internal notes get their own notification type: the notes already stored as `comment_reply` (the
// processor wrote "… commented on a ticket you follow" for them) become `comment_note`, and an agent
// who muted `comment_reply` (labelled "replies to my comment") keeps notes muted too.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column notify_new_tickets text check (notify_new_tickets in ${SCOPES})`.execute(db);
  await sql`alter table users add column notify_customer_replies text check (notify_customer_replies in ${SCOPES})`.execute(db);
  await sql`
    update notifications set type = 'comment_note'
    where type = 'comment_reply'
      and (header like '% commented on a ticket you follow'
        or source_event_id in (select id from domain_events where type = 'comment.replied'))`.execute(db);
  await sql`
    update users
    set preferences = jsonb_set(preferences, '{mutedNotifications}', (preferences->'mutedNotifications') || '["comment_note"]'::jsonb)
    where preferences->'mutedNotifications' @> '["comment_reply"]'::jsonb
      and not preferences->'mutedNotifications' @> '["comment_note"]'::jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update users
    set preferences = jsonb_set(preferences, '{mutedNotifications}', (preferences->'mutedNotifications') - 'comment_note')
    where preferences->'mutedNotifications' @> '["comment_note"]'::jsonb`.execute(db);
  await sql`update notifications set type = 'comment_reply' where type = 'comment_note'`.execute(db);
  await sql`alter table users drop column if exists notify_customer_replies`.execute(db);
  await sql`alter table users drop column if exists notify_new_tickets`.execute(db);
}
