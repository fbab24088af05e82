import { LOCALES, NOTIFICATION_TYPES, type Locale, type NotificationType, type OwnProfileWrite, type UserPreferences, type UserPreferencesWrite } from '@switchboard/shared/contracts';
import type { Db, StoredUserPreferences } from '../../../db/index.js';
import { AppError } from '../../../plugins/errors.js';
import { recordAudit, type AuditActor } from '../../organization/audit/index.js';
import { imagePath, ownImage } from '../../tickets/files/images.js';

const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);
const isNotificationType = (value: unknown): value is NotificationType => (NOTIFICATION_TYPES as readonly unknown[]).includes(value);

/** Stored preferences as the API shows them; anything stored that is no longer valid reads as not chosen. */
export function preferencesFrom(stored: StoredUserPreferences | null | undefined): UserPreferences {
  return {
    language: isLocale(stored?.language) ? stored.language : null,
    theme: stored?.theme === 'dark' || stored?.theme === 'light' ? stored.theme : null,
    mutedNotifications: (stored?.mutedNotifications ?? []).filter(isNotificationType),
  };
}

export async function preferencesOf(db: Db, userId: string): Promise<UserPreferences> {
  const row = await db.selectFrom('users').select('preferences').where('id', '=', userId).executeTakeFirst();
  return preferencesFrom(row?.preferences);
}

/** Changes the given preferences of one agent; what is left out stays. */
export async function updatePreferences(db: Db, userId: string, input: UserPreferencesWrite): Promise<UserPreferences> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('users').select('preferences').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    const current = preferencesFrom(row.preferences);
    const next: UserPreferences = {
      language: input.language === undefined ? current.language : input.language,
      theme: input.theme === undefined ? current.theme : input.theme,
      mutedNotifications: input.mutedNotifications === undefined ? current.mutedNotifications : [...new Set(input.mutedNotifications)],
    };
    const stored: StoredUserPreferences = {
      ...(next.language ? { language: next.language } : {}),
      ...(next.theme ? { theme: next.theme } : {}),
      ...(next.mutedNotifications.length > 0 ? { mutedNotifications: next.mutedNotifications } : {}),
    };
    await trx.updateTable('users').set({ preferences: JSON.stringify(stored), updated_at: new Date() }).where('id', '=', userId).execute();
    return next;
  });
}

export interface OwnProfile {
  id: string;
  name: string;
  email: string;
  profilePicture: string | null;
}

/** The signed-in agent changes their own name or picture; the change is audited like an administrator's. */
export async function updateOwnProfile(db: Db, caller: { organizationId: string; userId: string }, actor: AuditActor, input: OwnProfileWrite): Promise<OwnProfile> {
  const name = input.name?.trim();
  if (input.name !== undefined && !name) throw new AppError(400, 'VALIDATION_FAILED', [{ field: '/name', message: 'is required' }]);
  const picture = input.pictureFileId == null ? input.pictureFileId : await ownImage(db, caller, input.pictureFileId, '/pictureFileId');
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('users').select(['name', 'profile_picture']).where('id', '=', caller.userId).forUpdate().executeTakeFirstOrThrow();
    const row = await trx
      .updateTable('users')
      .set({
        ...(name ? { name } : {}),
        ...(picture === undefined ? {} : { picture_file_id: picture?.id ?? null, profile_picture: picture ? imagePath(picture.id) : null }),
        updated_at: new Date(),
      })
      .where('id', '=', caller.userId)
      .returning(['id', 'name', 'email', 'profile_picture'])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, caller.organizationId, actor, {
      entityType: 'user',
      entityId: row.id,
      entityName: row.name,
      action: 'update',
      before: { name: before.name, profilePicture: before.profile_picture },
      after: { name: row.name, profilePicture: row.profile_picture },
    });
    return { id: row.id, name: row.name, email: row.email, profilePicture: row.profile_picture };
  });
}
