import { sql, type Kysely } from 'kysely';

// Issue #3, first slice: customers (hub users), password-reset links, the mail outbox, hub categories.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  const id = sql`gen_random_uuid()`;

  await db.schema
    .createTable('customers')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en-us'))
    .addColumn('verified_at', 'timestamptz')
    // The pending registration OTP: only an HMAC of it is kept.
    .addColumn('otp_hash', 'text')
    .addColumn('otp_expires_at', 'timestamptz')
    .addColumn('otp_sent_at', 'timestamptz')
    .addColumn('otp_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // Part of every customer token: bumping it (password reset) signs out every device.
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index customers_org_email_key on customers (organization_id, lower(email))`.execute(db);
  await sql`create index customers_email_idx on customers (lower(email))`.execute(db);

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('customer_id', 'uuid', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    // `ad` of the link (looked up), and sha256 of `fk` (the secret half).
    .addColumn('selector', 'text', (c) => c.notNull().unique())
    .addColumn('verifier_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('password_resets_customer_idx').on('password_resets').column('customer_id').execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('organization_id', 'uuid', (c) => c.references('organizations.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    // Bodies may carry a one-time code or link: cleared once delivered.
    .addColumn('text_body', 'text')
    .addColumn('html_body', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    // A worker's claim on the row while it sends; a crashed worker's claim simply runs out.
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('failed_at', 'timestamptz')
    .addColumn('message_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where sent_at is null and failed_at is null`.execute(db);

  await db.schema
    .createTable('categories')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index categories_org_name_key on categories (organization_id, lower(name))`.execute(db);

  await db.schema
    .createTable('category_fields')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('category_id', 'uuid', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('text', 'email', 'number', 'textarea', 'date', 'datetime_picker', 'boolean', 'select', 'multi_selection')`),
    )
    .addColumn('placeholder', 'text')
    .addColumn('is_required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('options', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('value_field', 'text')
    .addColumn('default_value', 'jsonb')
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('category_fields_category_idx').on('category_fields').columns(['category_id', 'position']).execute();
  await sql`create unique index category_fields_key_key on category_fields (category_id, key)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['category_fields', 'categories', 'mail_outbox', 'password_resets', 'customers']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
