import { organizationSettingsProblems, type OrganizationBasics, type OrganizationSettings, type OrganizationSettingsWrite } from '@switchboard/shared/contracts';
import type { Db } from '../../../db/index.js';
import { AppError, notFound } from '../../../plugins/errors.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { imagePath, ownImage } from '../../tickets/files/images.js';

/** The zones this runtime knows, read once. */
const TIME_ZONES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('timeZone'));

/** The columns under the names of the API's settings, for reads and for what an update returns. */
const SETTINGS = [
  'id',
  'name',
  'logo_url as logo',
  'default_language as defaultLanguage',
  'time_zone as timeZone',
  'date_format as dateFormat',
  'support_email as supportEmail',
  'hub_self_registration as hubSelfRegistration',
  'hub_title as hubTitle',
] as const;

/** Blank text clears an optional field. */
const orNull = (value: string | null) => value?.trim() || null;

/**
 * Name, logo and regional defaults of an organisation: what every agent of it may read (`organization/me`,
 * and `users/me?expand=organization` for the page-load bootstrap). Undefined when there is no such organisation.
 */
export async function organizationBasics(db: Db, organizationId: string): Promise<OrganizationBasics | undefined> {
  return db
    .selectFrom('organizations')
    .select(['id', 'name', 'logo_url as logo', 'default_language as defaultLanguage', 'time_zone as timeZone', 'date_format as dateFormat'])
    .where('id', '=', organizationId)
    .executeTakeFirst();
}

export async function organizationSettings(db: Db, organizationId: string): Promise<OrganizationSettings> {
  const settings = await db.selectFrom('organizations').select(SETTINGS).where('id', '=', organizationId).executeTakeFirst();
  if (!settings) throw notFound();
  return settings;
}

/** Checks every field, then writes them all in one statement with its audit entry and answers what is stored. */
export async function updateOrganizationSettings(db: Db, organizationId: string, actor: AuditActor, input: OrganizationSettingsWrite): Promise<OrganizationSettings> {
  const problems = organizationSettingsProblems(input, TIME_ZONES);
  if (problems.length > 0) throw new AppError(400, 'VALIDATION_FAILED', problems);
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('organizations').select(SETTINGS).where('id', '=', organizationId).forUpdate().executeTakeFirst();
    if (!before) throw notFound();
    const settings = await trx
      .updateTable('organizations')
      .set({
        name: input.name.trim(),
        default_language: input.defaultLanguage,
        time_zone: input.timeZone,
        date_format: input.dateFormat,
        support_email: orNull(input.supportEmail),
        hub_self_registration: input.hubSelfRegistration,
        hub_title: orNull(input.hubTitle),
      })
      .where('id', '=', organizationId)
      .returning(SETTINGS)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, organizationId, actor, { entityType: 'organization', entityId: organizationId, entityName: settings.name, action: 'update', before, after: settings });
    return settings;
  });
}

/** Sets the logo to an image the caller uploaded, or removes it (null); audited with the old and new address. */
export async function updateOrganizationLogo(db: Db, caller: { organizationId: string; userId: string }, actor: AuditActor, fileId: string | null): Promise<OrganizationSettings> {
  const image = fileId ? await ownImage(db, caller, fileId, '/fileId') : null;
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('organizations').select(['name', 'logo_url']).where('id', '=', caller.organizationId).forUpdate().executeTakeFirst();
    if (!before) throw notFound();
    const settings = await trx
      .updateTable('organizations')
      .set({ logo_file_id: image?.id ?? null, logo_url: image ? imagePath(image.id) : null })
      .where('id', '=', caller.organizationId)
      .returning(SETTINGS)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, caller.organizationId, actor, { entityType: 'organization', entityId: caller.organizationId, entityName: settings.name, action: 'update', before: { logo: before.logo_url }, after: { logo: settings.logo } });
    return settings;
  });
}
