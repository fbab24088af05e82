import { BUILT_IN_ROLES, type Permission } from '@switchboard/shared/contracts';
import { sql } from 'kysely';
import type { Config } from './config.js';
import type { Db, StatusKind } from './db/index.js';
import { generatePassword } from './features/auth/passwords.js';
import { seedSampleCategories } from './features/tickets/index.js';
import { createRole, createUser, findRoleByName, homeDivisionOf } from './features/directory/index.js';
import { ensureDefaultPolicy, ensureDefaultSchedule } from './features/service-levels/index.js';

/**
 * The statuses of a fresh organisation, with their translations; Open is the default, Pending
 * pauses the service-level clock. Every colour is readable as a tag (`statusTagColors`).
 */
const DEFAULT_STATUSES: { name: string; names: Record<string, string>; color: string; kind: StatusKind; is_default?: boolean; pauses_sla?: boolean }[] = [
  {
    name: 'Open',
    names: { 'en-us': 'Open', 'de-de': 'Offen', 'es-es': 'Abierto', 'fr-fr': 'Ouvert', 'nl-nl': 'Open', 'pt-pt': 'Aberto', 'ar-ae': 'مفتوحة', 'hi-in': 'खुला', 'ru-ru': 'Открыт', 'zh-cn': '待处理' },
    color: '#0958d9',
    kind: 'new',
    is_default: true,
  },
  {
    name: 'In Progress',
    names: { 'en-us': 'In Progress', 'de-de': 'In Bearbeitung', 'es-es': 'En curso', 'fr-fr': 'En cours', 'nl-nl': 'In behandeling', 'pt-pt': 'Em curso', 'ar-ae': 'قيد المعالجة', 'hi-in': 'प्रगति में', 'ru-ru': 'В работе', 'zh-cn': '处理中' },
    color: '#fa8c16',
    kind: 'open',
  },
  {
    name: 'Pending',
    names: { 'en-us': 'Pending', 'de-de': 'Wartend', 'es-es': 'Pendiente', 'fr-fr': 'En attente', 'nl-nl': 'In afwachting', 'pt-pt': 'Pendente', 'ar-ae': 'معلّقة', 'hi-in': 'लंबित', 'ru-ru': 'В ожидании', 'zh-cn': '等待中' },
    color: '#faad14',
    kind: 'pending',
    pauses_sla: true,
  },
  {
    name: 'Resolved',
    names: { 'en-us': 'Resolved', 'de-de': 'Gelöst', 'es-es': 'Resuelto', 'fr-fr': 'Résolu', 'nl-nl': 'Opgelost', 'pt-pt': 'Resolvido', 'ar-ae': 'تم الحل', 'hi-in': 'हल हो गया', 'ru-ru': 'Решён', 'zh-cn': '已解决' },
    color: '#52c41a',
    kind: 'resolved',
  },
  {
    name: 'Closed',
    names: { 'en-us': 'Closed', 'de-de': 'Geschlossen', 'es-es': 'Cerrado', 'fr-fr': 'Fermé', 'nl-nl': 'Gesloten', 'pt-pt': 'Fechado', 'ar-ae': 'مغلقة', 'hi-in': 'बंद', 'ru-ru': 'Закрыт', 'zh-cn': '已关闭' },
    color: '#8c8c8c',
    kind: 'closed',
  },
];

/** Arbitrary constant: serialises first-start work between api replicas sharing one database. */
const FIRST_START_LOCK = 7_412_001;

export interface FirstStartResult {
  organizationId: string;
  /** Set only when the administrator was created during this call. */
  administrator?: { email: string; generatedPassword?: string };
}

/**
 * Service levels from the first ticket: a default schedule (Monday to Friday 09:00–17:00 in the
 * organisation's time zone) and the "Standard" policy, given once per organisation — an administrator
 * who later deletes them is not overruled at the next start. Each helper is safe against a second
 * api instance starting at the same time.
 */
async function seedServiceLevels(db: Db, organizationId: string): Promise<void> {
  const organization = await db.selectFrom('organizations').select('service_levels_seeded').where('id', '=', organizationId).executeTakeFirstOrThrow();
  if (organization.service_levels_seeded) return;
  const scheduleId = await ensureDefaultSchedule(db, organizationId);
  await ensureDefaultPolicy(db, organizationId, scheduleId);
  await db.updateTable('organizations').set({ service_levels_seeded: true }).where('id', '=', organizationId).execute();
}

/**
 * Idempotent: creates what a fresh installation needs (organisation, built-in roles, default
 * statuses, the Home division, sample hub categories, administrator, default service levels) and keeps the Administrator role holding every permission.
 */
export async function ensureFirstStart(db: Db, config: Pick<Config, 'orgName' | 'adminEmail' | 'adminPassword'>): Promise<FirstStartResult> {
  const result = await db.transaction().execute(async (trx): Promise<FirstStartResult> => {
    await sql`select pg_advisory_xact_lock(${FIRST_START_LOCK})`.execute(trx);

    let organization = await trx.selectFrom('organizations').select('id').orderBy('created_at').limit(1).executeTakeFirst();
    organization ??= await trx.insertInto('organizations').values({ name: config.orgName, logo_url: null }).returning('id').executeTakeFirstOrThrow();
    const organizationId = organization.id;

    for (const [name, permissions] of Object.entries(BUILT_IN_ROLES) as [string, readonly Permission[]][]) {
      const existing = await findRoleByName(trx, organizationId, name);
      if (!existing) await createRole(trx, { organizationId, name, permissions, builtIn: true });
      else if (name === 'Administrator') {
        await trx
          .updateTable('roles')
          .set({ permissions: sql<string[]>`${sql.val([...permissions].sort())}::text[]` })
          .where('id', '=', existing.id)
          .execute();
      }
    }

    const statusCount = await trx
      .selectFrom('statuses')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('organization_id', '=', organizationId)
      .executeTakeFirstOrThrow();
    if (Number(statusCount.count) === 0) {
      await trx
        .insertInto('statuses')
        .values(DEFAULT_STATUSES.map((s, position) => ({ ...s, names: JSON.stringify(s.names), position, organization_id: organizationId })))
        .execute();
    }

    // Every ticket, category and user group belongs to a division; the Home one is there from the start.
    await homeDivisionOf(trx, organizationId);

    // Sample hub categories so customers can raise complaints on a fresh install.
    await seedSampleCategories(trx, organizationId);

    const admin = await trx
      .selectFrom('users')
      .select('id')
      .where('organization_id', '=', organizationId)
      .where(sql<string>`lower(email)`, '=', config.adminEmail.toLowerCase())
      .executeTakeFirst();
    if (admin) return { organizationId };

    // An administrator is created once, for a fresh organisation. A later start with another
    // ADMIN_EMAIL (an operator running the CLI with other settings, say) must not add a second one.
    const adminRole = await findRoleByName(trx, organizationId, 'Administrator');
    if (adminRole) {
      const holder = await trx
        .selectFrom('user_roles')
        .innerJoin('users', 'users.id', 'user_roles.user_id')
        .select('users.id')
        .where('user_roles.role_id', '=', adminRole.id)
        .where('users.status', '=', 'active')
        .limit(1)
        .executeTakeFirst();
      if (holder) return { organizationId };
    }

    const password = config.adminPassword ?? generatePassword();
    await createUser(trx, {
      organizationId,
      name: 'Administrator',
      email: config.adminEmail,
      password,
      roleIds: adminRole ? [adminRole.id] : [],
    });
    return {
      organizationId,
      administrator: { email: config.adminEmail, generatedPassword: config.adminPassword ? undefined : password },
    };
  });
  await seedServiceLevels(db, result.organizationId);
  return result;
}

/** Banner printed once, on stdout, when a password was generated for the administrator. */
export function generatedPasswordBanner(email: string, password: string): string {
  const lines = [
    'An administrator was created with a generated password. It is shown only this once:',
    `  email:    ${email}`,
    `  password: ${password}`,
    'Keep it safe: it is not stored anywhere readable. To choose your own, set ADMIN_PASSWORD before a first start.',
  ];
  const width = Math.max(...lines.map((l) => l.length)) + 4;
  const rule = '='.repeat(width);
  return [rule, ...lines.map((l) => `  ${l}`), rule].join('\n');
}
