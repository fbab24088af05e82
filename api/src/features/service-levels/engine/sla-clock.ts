// The arithmetic of a ticket's service-level clock, free of the database: given where the clock stands
// and the targets of the policy that applies, when each target falls due and when its escalations fire.
// Every duration is business time on the policy's schedule.

/** What a policy promises: first answer, next answer after a customer writes, resolution. */
export type SlaTarget = 'firstResponse' | 'nextResponse' | 'resolution';
export const SLA_TARGETS: readonly SlaTarget[] = ['firstResponse', 'nextResponse', 'resolution'];

/** When an escalation fires relative to its target. */
export type EscalationTiming = 'before' | 'onTime' | 'after';

/** The business-time arithmetic the clock needs (a schedule's calendar). */
export interface BusinessTime {
  addBusinessTime(from: Date, ms: number): Date;
  businessTimeBetween(a: Date, b: Date): number;
  isOpen(at: Date): boolean;
}

/** Minutes of business time per target; null where the policy sets none. */
export type TargetMinutes = Record<SlaTarget, number | null>;

/**
 * Where a ticket's clock stands. Paused time (a pausing status, or resolved and closed ones) does
 * not count: `pausedMs` sums the business time of finished pauses since the start, and a running
 * next-response period subtracts what was paused before it began (`nextResponsePauseBase`).
 */
export interface SlaClockState {
  startedAt: Date;
  pausedAt: Date | null;
  pausedMs: number;
  firstResponseAt: Date | null;
  /** A customer wrote after the last agent reply: the next response is awaited since then. */
  nextResponseStartedAt: Date | null;
  nextResponsePauseBase: number;
  resolvedAt: Date | null;
}

export type DueDates = Record<SlaTarget, Date | null>;

const MINUTE_MS = 60_000;

/** The start of a target's period and the paused business time to skip since then; undefined when it is not running. */
function periodOf(state: SlaClockState, target: SlaTarget): { start: Date; paused: number } | undefined {
  switch (target) {
    case 'firstResponse':
      return state.firstResponseAt ? undefined : { start: state.startedAt, paused: state.pausedMs };
    case 'nextResponse':
      // Before the first answer, the first-response target is the one that counts.
      return state.firstResponseAt && state.nextResponseStartedAt ? { start: state.nextResponseStartedAt, paused: state.pausedMs - state.nextResponsePauseBase } : undefined;
    case 'resolution':
      return state.resolvedAt ? undefined : { start: state.startedAt, paused: state.pausedMs };
  }
}

/**
 * When each pending target falls due: its period's start plus the target and the paused time, in
 * business time. Null for a target that is met, not running or not set — and for every target while
 * the clock is paused (its due date is not known until the clock runs again).
 */
export function dueDates(state: SlaClockState, targets: TargetMinutes, calendar: BusinessTime): DueDates {
  const due = { firstResponse: null, nextResponse: null, resolution: null } as DueDates;
  if (state.pausedAt) return due;
  for (const target of SLA_TARGETS) {
    const minutes = targets[target];
    const period = periodOf(state, target);
    if (minutes === null || !period) continue;
    due[target] = calendar.addBusinessTime(period.start, minutes * MINUTE_MS + period.paused);
  }
  return due;
}

/** The earliest pending due date: what "breaching soonest" sorts by. */
export function nextDue(due: DueDates): Date | null {
  let earliest: Date | null = null;
  for (const target of SLA_TARGETS) {
    const at = due[target];
    if (at && (!earliest || at < earliest)) earliest = at;
  }
  return earliest;
}

/** Stops the clock at `now` (no-op when already stopped). */
export function pause(state: SlaClockState, now: Date): SlaClockState {
  return state.pausedAt ? state : { ...state, pausedAt: now };
}

/** Starts the clock again at `now`, counting the pause as paused business time (no-op when running). */
export function resume(state: SlaClockState, now: Date, calendar: BusinessTime): SlaClockState {
  if (!state.pausedAt) return state;
  const paused = Math.max(0, calendar.businessTimeBetween(state.pausedAt, now));
  return { ...state, pausedAt: null, pausedMs: state.pausedMs + paused };
}

/** An escalation rule of a policy, as the clock needs it. */
export interface EscalationRule {
  timing: EscalationTiming;
  target: SlaTarget;
  minutes: number;
}

/** One escalation to fire: which rule, for which period (`cycleStart`), and when. */
export interface PlannedEscalation {
  ruleIndex: number;
  target: SlaTarget;
  timing: EscalationTiming;
  cycleStart: Date;
  dueAt: Date;
}

/**
 * The escalations of the running targets: `before` fires that many business minutes ahead of the due
 * date (at the period's start when the target is shorter), `onTime` at it, `after` that many business
 * minutes past it. Nothing is planned while the clock is paused.
 */
export function plannedEscalations(state: SlaClockState, targets: TargetMinutes, rules: readonly EscalationRule[], calendar: BusinessTime): PlannedEscalation[] {
  if (state.pausedAt) return [];
  const due = dueDates(state, targets, calendar);
  const planned: PlannedEscalation[] = [];
  rules.forEach((rule, ruleIndex) => {
    const at = due[rule.target];
    const minutes = targets[rule.target];
    const period = periodOf(state, rule.target);
    if (!at || minutes === null || !period) return;
    let dueAt: Date;
    if (rule.timing === 'onTime') dueAt = at;
    else if (rule.timing === 'after') dueAt = calendar.addBusinessTime(at, rule.minutes * MINUTE_MS);
    else dueAt = calendar.addBusinessTime(period.start, Math.max(0, minutes - rule.minutes) * MINUTE_MS + period.paused);
    planned.push({ ruleIndex, target: rule.target, timing: rule.timing, cycleStart: period.start, dueAt });
  });
  return planned;
}

/**
 * Whether moving the clock from `before` to `after` at `now` met a target after its due date: the
 * first response, the awaited next response or the resolution. Due dates are those `before` had if it
 * ran until now (a pause running until now counts as paused), so a target met while paused is judged
 * by the time that counted.
 */
export function metLate(before: SlaClockState, after: SlaClockState, now: Date, targets: TargetMinutes, calendar: BusinessTime): boolean {
  const due = dueDates(resume(before, now, calendar), targets, calendar);
  const met: Record<SlaTarget, boolean> = {
    firstResponse: !before.firstResponseAt && !!after.firstResponseAt,
    nextResponse: !!before.firstResponseAt && !!before.nextResponseStartedAt && !after.nextResponseStartedAt,
    resolution: !before.resolvedAt && !!after.resolvedAt,
  };
  return SLA_TARGETS.some((target) => met[target] && due[target] !== null && now > due[target]!);
}
