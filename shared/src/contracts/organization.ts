import type { Static } from 'typebox';
import { Type } from './type-builders.js';

/** `GET v1/organization/me`: the basics the top bar shows. */
export const OrganizationBasicsSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  logo: Type.Union([Type.String(), Type.Null()]),
});
export type OrganizationBasics = Static<typeof OrganizationBasicsSchema>;
