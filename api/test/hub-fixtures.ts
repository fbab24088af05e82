import { startCustomerSession } from '../src/features/hub/accounts/customer-sessions.js';
import type { TestApp } from './helpers.js';

export interface TestCustomer {
  id: string;
  token: string;
  organizationId: string;
}

/** A verified customer straight in the database (registration is covered in hub-auth.test.ts). */
export async function createCustomer(t: TestApp, email: string, organizationId = t.app.firstStart.organizationId, name = 'Test Customer'): Promise<TestCustomer> {
  const row = await t.app.db
    .insertInto('customers')
    .values({ organization_id: organizationId, name, email, phone: '+1 555 0100', password_hash: 'x', verified_at: new Date() })
    .returning(['id', 'token_version'])
    .executeTakeFirstOrThrow();
  const { access_token: token } = await startCustomerSession({ db: t.app.db, secret: t.config.jwtSecret }, { id: row.id, organization_id: organizationId, token_version: row.token_version });
  return { id: row.id, token, organizationId };
}

/** A second organisation with its own statuses, for cross-tenant checks. */
export async function createOrganization(t: TestApp, name: string): Promise<string> {
  const org = await t.app.db.insertInto('organizations').values({ name, logo_url: null }).returning('id').executeTakeFirstOrThrow();
  await t.app.db.insertInto('statuses').values({ organization_id: org.id, name: 'Open', color: '#0958d9', kind: 'new', is_default: true, position: 0 }).execute();
  return org.id;
}

/** The seeded sample category of that name, with its fields by key. */
export async function sampleCategory(t: TestApp, name: string) {
  const category = await t.app.db.selectFrom('categories').select('id').where('name', '=', name).where('organization_id', '=', t.app.firstStart.organizationId).executeTakeFirstOrThrow();
  const fields = await t.app.db.selectFrom('category_fields').select(['id', 'key']).where('category_id', '=', category.id).execute();
  return { id: category.id, field: Object.fromEntries(fields.map((f) => [f.key, f.id])) as Record<string, string> };
}
