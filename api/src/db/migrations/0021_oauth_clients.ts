import { sql, type Kysely } from 'kysely';

// OAuth clients of integrations: a name, roles and a secret stored only as its hash. Each client
// acts through a backing service user (`users.kind = 'client'`) so tickets, messages, comments and
// history it writes keep a real author; that user never signs in and never appears where people
// are listed or picked.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column kind text not null default 'agent' check (kind in ('agent', 'client'))`.execute(db);

  await db.schema
    .createTable('oauth_clients')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().unique().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('secret_rotated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index oauth_clients_org_name_key on oauth_clients (organization_id, lower(name))`.execute(db);

  await db.schema
    .createTable('oauth_client_roles')
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('client_id', 'uuid', (c) => c.notNull().references('oauth_clients.id').onDelete('cascade'))
    .addColumn('role_id', 'uuid', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('oauth_client_roles_pkey', ['client_id', 'role_id'])
    .execute();
  await db.schema.createIndex('oauth_client_roles_role_idx').on('oauth_client_roles').column('role_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('oauth_client_roles').ifExists().execute();
  await db.schema.dropTable('oauth_clients').ifExists().execute();
  await sql`alter table users drop column if exists kind`.execute(db);
}
