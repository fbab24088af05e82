// Organisation settings rules shared by the api and the settings screen, with no schema: a form that
// checks the settings loads no TypeBox.
import { EMAIL_PATTERN } from './auth-rules.js';
import { DEFAULT_LOCALE } from './constants.js';
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

/**
 * What the schema cannot say: a name that is not blank, a support address that looks like one, a
 * time zone the runtime knows (`timeZones`: the IANA names, e.g. `Intl.supportedValuesOf('timeZone')`).
 */
export function organizationSettingsProblems(
  // These fields of `OrganizationSettingsWrite`, spelled out so that this file needs no schema.
  input: { name: string; supportEmail: string | null; timeZone: string },
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
