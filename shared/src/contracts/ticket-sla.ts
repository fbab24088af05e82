import type { Static } from 'typebox';
import { Nullable, Type } from './type-builders.js';

/**
 * A ticket's service level as its badge shows it: the policy that applies, the pending target due
 * first and when, the business time left until then at the time of the answer (negative once
 * breached), and whether the clock runs at that moment — a screen counts `remainingMs` down only
 * while `running` (not paused, the schedule open). Null on a ticket no policy covers.
 */
export const TicketSlaSchema = Type.Object({
  policy: Type.Object({ id: Type.String(), name: Type.String() }),
  target: Nullable(Type.Union([Type.Literal('firstResponse'), Type.Literal('nextResponse'), Type.Literal('resolution')])),
  dueAt: Nullable(Type.String()),
  remainingMs: Nullable(Type.Integer()),
  breached: Type.Boolean(),
  paused: Type.Boolean(),
  running: Type.Boolean(),
  resolved: Type.Boolean(),
});
export type TicketSla = Static<typeof TicketSlaSchema>;
