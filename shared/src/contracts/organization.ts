import type { Static } from 'typebox';
import { Type } from './type-builders.js';

/**
 * `GET v1/organization/me`: the basics the top bar shows, and the regional defaults the apps apply
 * (the date format everywhere; the language for agents who chose none).
 */
export const OrganizationBasicsSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  logo: Type.Union([Type.String(), Type.Null()]),
  defaultLanguage: Type.String(),
  timeZone: Type.String(),
  dateFormat: Type.String(),
});
export type OrganizationBasics = Static<typeof OrganizationBasicsSchema>;
