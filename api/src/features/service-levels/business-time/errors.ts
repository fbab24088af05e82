import type { ScheduleProblem } from './types.js';

/** The schedule has no open time for years ahead (or at all): no deadline can be computed from it. */
export class ScheduleNeverOpensError extends Error {
  override readonly name = 'ScheduleNeverOpensError';

  constructor(message = 'The schedule has no open time within the next three years.') {
    super(message);
  }
}

/** The definition cannot be computed with (bad zone, time or date); `problems` says where. */
export class InvalidScheduleError extends Error {
  override readonly name = 'InvalidScheduleError';

  constructor(readonly problems: ScheduleProblem[]) {
    super(`Invalid schedule: ${problems.map((p) => `${p.field || '/'} ${p.message}`).join('; ')}`);
  }
}
