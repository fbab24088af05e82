import type { Static } from 'typebox';
import { literalUnion, Nullable, Type } from './type-builders.js';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './common.js';
import { DEFAULT_LOCALE, LOCALES } from './constants.js';
import type { ValidationIssue } from './errors.js';

export const ORGANIZATION_NAME_MAX_LENGTH = 200;
export const HUB_TITLE_MAX_LENGTH = 120;
/** IANA names are short; the cap only keeps nonsense out before the zone lookup. */
export const TIME_ZONE_MAX_LENGTH = 64;
export const DEFAULT_TIME_ZONE = 'UTC';
/** How dates are written for the organisation: day first, month first, or ISO. */
export const ORGANIZATION_DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'DD MMM YYYY'] as const;
export type OrganizationDateFormat = (typeof ORGANIZATION_DATE_FORMATS)[number];
export const DEFAULT_ORGANIZATION_DATE_FORMAT: OrganizationDateFormat = 'DD/MM/YYYY';
export const DEFAULT_ORGANIZATION_LANGUAGE = DEFAULT_LOCALE;

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

/**
 * What the schema cannot say: a name that is not blank, a support address that looks like one, a
 * time zone the runtime knows (`timeZones`: the IANA names, e.g. `Intl.supportedValuesOf('timeZone')`).
 */
export function organizationSettingsProblems(
  input: Pick<OrganizationSettingsWrite, 'name' | 'supportEmail' | 'timeZone'>,
  timeZones: ReadonlySet<string>,
): ValidationIssue[] {
  const problems: ValidationIssue[] = [];
  if (!input.name.trim()) problems.push({ field: '/name', message: 'must not be blank' });
  const email = input.supportEmail?.trim();
  if (email && !EMAIL_PATTERN.test(email)) problems.push({ field: '/supportEmail', message: 'must be an email address' });
  if (input.timeZone !== DEFAULT_TIME_ZONE && !timeZones.has(input.timeZone)) {
    problems.push({ field: '/timeZone', message: 'must be an IANA time zone' });
  }
  return problems;
}
