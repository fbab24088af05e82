import type { Static } from 'typebox';
import { literalUnion, Nullable, Type } from './type-builders.js';
import { UuidSchema } from './common.js';
import { LOCALES } from './constants.js';
import { NOTIFICATION_TYPES } from './notifications-rules.js';
import { HUB_TITLE_MAX_LENGTH } from './organization-settings-rules.js';
import { THEME_MODES } from './profile-rules.js';

// An agent's own profile (name, picture) and preferences (language, theme, muted notification
// types), the organisation's logo, and the public branding the hub shows before sign-in.

// Typed as a one-member tuple: TypeBox derives a union's static type from a tuple, and a mapped array would give `never`.
const literals = literalUnion;

/** What an agent chose; null: not chosen (the organisation's default language, the stored or light theme). */
export const UserPreferencesSchema = Type.Object({
  language: Nullable(literals(LOCALES)),
  theme: Nullable(literals(THEME_MODES)),
  /** Notification types the agent does not want in their bell. */
  mutedNotifications: Type.Array(literals(NOTIFICATION_TYPES)),
});
export type UserPreferences = Static<typeof UserPreferencesSchema>;

/** `PUT v1/users/{id}/preferences` (own id only): what is left out stays as it is. */
export const UserPreferencesWriteSchema = Type.Object(
  {
    language: Type.Optional(Nullable(literals(LOCALES))),
    theme: Type.Optional(Nullable(literals(THEME_MODES))),
    mutedNotifications: Type.Optional(Type.Array(literals(NOTIFICATION_TYPES), { maxItems: NOTIFICATION_TYPES.length })),
  },
  { additionalProperties: false },
);
export type UserPreferencesWrite = Static<typeof UserPreferencesWriteSchema>;

/** `PUT v1/users/me`: the signed-in agent's own name and picture (an image they uploaded; null removes it). */
export const OwnProfileWriteSchema = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
    pictureFileId: Type.Optional(Nullable(UuidSchema)),
  },
  { additionalProperties: false },
);
export type OwnProfileWrite = Static<typeof OwnProfileWriteSchema>;

/** `PUT v1/organization/logo`: an image the caller uploaded, or null to remove the logo. */
export const OrganizationLogoWriteSchema = Type.Object({ fileId: Nullable(UuidSchema) }, { additionalProperties: false });
export type OrganizationLogoWrite = Static<typeof OrganizationLogoWriteSchema>;

/** `GET v1/auth/branding`: what the hub shows before anyone signs in. */
export const HubBrandingSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  logo: Nullable(Type.String()),
  /** The hub's title; the organisation's name when none is set. */
  title: Type.String({ maxLength: HUB_TITLE_MAX_LENGTH }),
  selfRegistration: Type.Boolean(),
  supportEmail: Nullable(Type.String()),
  defaultLanguage: literals(LOCALES),
});
export type HubBranding = Static<typeof HubBrandingSchema>;

export const HubBrandingQuerySchema = Type.Object({ organizationId: Type.Optional(UuidSchema) }, { additionalProperties: false });
