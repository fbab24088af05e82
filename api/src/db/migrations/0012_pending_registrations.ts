import { sql, type Kysely } from 'kysely';

// Issue #12: a registration is stored apart from the customers until its address is proven, so
// nobody can change an existing customer by registering its email; plus durable counters for the
// verification mail caps and the daily OTP attempt cap.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pending_registrations')
    // Random (v4) and known only to the browser that registered: `otp/verify` must name it.
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    // False when the address already had a verified account: it got an "account exists" mail, no code.
    .addColumn('completable', 'boolean', (c) => c.notNull())
    // HMAC of the code, bound to this registration's id.
    .addColumn('otp_hash', 'text', (c) => c.notNull())
    .addColumn('otp_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('otp_sent_at', 'timestamptz', (c) => c.notNull())
    .addColumn('otp_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index pending_registrations_email_idx on pending_registrations (organization_id, lower(email))`.execute(db);
  await sql`create index pending_registrations_expires_idx on pending_registrations (expires_at)`.execute(db);

  // One row per verification mail sent and per wrong code entered, by address: the caps count them.
  await db.schema
    .createTable('registration_events')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    // Lower-cased email.
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('mail', 'otp_failure')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index registration_events_address_idx on registration_events (address, kind, created_at)`.execute(db);
  await sql`create index registration_events_organization_idx on registration_events (organization_id, kind, created_at)`.execute(db);

  // Sign-ups pending before this change kept their password on the customer row although the
  // address was never proven (possibly set by someone else). Drop it: such a customer sets a
  // password by registering again or through the reset link, like an agent-created one.
  await sql`update customers set password_hash = null, otp_hash = null, otp_expires_at = null, otp_sent_at = null, otp_attempts = 0 where verified_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('registration_events').ifExists().execute();
  await db.schema.dropTable('pending_registrations').ifExists().execute();
}
