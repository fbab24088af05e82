import type { Static } from 'typebox';
import { literalUnion, Nullable, Type } from './type-builders.js';
import { EMAIL_MAX_LENGTH } from './common.js';
import { LOCALES } from './constants.js';
import { HUB_TITLE_MAX_LENGTH, ORGANIZATION_DATE_FORMATS, ORGANIZATION_NAME_MAX_LENGTH, TIME_ZONE_MAX_LENGTH } from './organization-settings-rules.js';

// Typed as one-member tuples: TypeBox derives a union's static type from a tuple, and a mapped array would give `never`.
const literals = literalUnion;
const LanguageSchema = literals(LOCALES);
const DateFormatSchema = literals(ORGANIZATION_DATE_FORMATS);

/** `GET v1/organization/settings` and the answer of its PUT. */
export const OrganizationSettingsSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** Read only here: the logo is uploaded elsewhere. */
  logo: Nullable(Type.String()),
  defaultLanguage: LanguageSchema,
  timeZone: Type.String(),
  dateFormat: DateFormatSchema,
  /** The hub's default "To" address; null when none is set. */
  supportEmail: Nullable(Type.String()),
  /** Customers may create their own hub account. */
  hubSelfRegistration: Type.Boolean(),
  /** The hub's title; null shows the organisation's name. */
  hubTitle: Nullable(Type.String()),
});
export type OrganizationSettings = Static<typeof OrganizationSettingsSchema>;

/** `PUT v1/organization/settings`: every field; an empty or null support email or hub title clears it. */
export const OrganizationSettingsWriteSchema = Type.Object(
  {
    name: Type.String({ maxLength: ORGANIZATION_NAME_MAX_LENGTH }),
    defaultLanguage: LanguageSchema,
    timeZone: Type.String({ maxLength: TIME_ZONE_MAX_LENGTH }),
    dateFormat: DateFormatSchema,
    supportEmail: Nullable(Type.String({ maxLength: EMAIL_MAX_LENGTH })),
    hubSelfRegistration: Type.Boolean(),
    hubTitle: Nullable(Type.String({ maxLength: HUB_TITLE_MAX_LENGTH })),
  },
  { additionalProperties: false },
);
export type OrganizationSettingsWrite = Static<typeof OrganizationSettingsWriteSchema>;
