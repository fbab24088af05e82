import { sql, type Kysely } from 'kysely';

// User groups: named teams of agents a ticket can be given to (a queue), and their members.
// Group names are unique per organisation regardless of case. Removing a group leaves its
// tickets in place, without a group.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_groups')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Also the index of the list's default order (by name) within the organisation.
  await sql`create unique index user_groups_org_name_key on user_groups (organization_id, lower(name))`.execute(db);

  await db.schema
    .createTable('user_group_members')
    .addColumn('group_id', 'uuid', (c) => c.notNull().references('user_groups.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_group_members_pkey', ['group_id', 'user_id'])
    .execute();
  // "My groups": the groups one agent belongs to (ticket filter, notifications).
  await sql`create index user_group_members_user_idx on user_group_members (user_id, group_id)`.execute(db);

  // Tickets may name a group from migration 0003 on, unchecked until now: ids of no group are cleared.
  await sql`update tickets set user_group_id = null where user_group_id is not null and user_group_id not in (select id from user_groups)`.execute(db);
  await sql`alter table tickets add constraint tickets_user_group_fk foreign key (user_group_id) references user_groups (id) on delete set null`.execute(db);
  // The group filter is served by tickets_org_group_idx (organization_id, user_group_id, created_at desc);
  // this small partial index serves the foreign key's clearing when a group is removed.
  await sql`create index tickets_user_group_idx on tickets (user_group_id) where user_group_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists tickets_user_group_idx`.execute(db);
  await sql`alter table tickets drop constraint if exists tickets_user_group_fk`.execute(db);
  await db.schema.dropTable('user_group_members').ifExists().execute();
  await db.schema.dropTable('user_groups').ifExists().execute();
}
