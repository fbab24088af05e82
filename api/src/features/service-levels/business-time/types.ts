/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * One weekly opening, in the schedule's local wall-clock time. `start` and `end` are `HH:mm`; `end` may be
 * `24:00`. An `end` at or before `start` means the interval runs past midnight into the next day.
 */
export interface WeeklyInterval {
  day: IsoWeekday;
  start: string;
  end: string;
}

/**
 * Local dates (`YYYY-MM-DD`, both inclusive) on which the schedule is closed all day. A `yearly` holiday
 * repeats its month and day range every year (the years written are ignored); one on 29 February applies
 * only in leap years.
 */
export interface Holiday {
  name: string;
  start: string;
  end: string;
  yearly: boolean;
}

/** Opening hours of a team: weekly intervals and holidays, local to an IANA time zone. */
export interface ScheduleDefinition {
  timeZone: string;
  weekly: WeeklyInterval[];
  holidays: Holiday[];
}

/** A moment the schedule opens (`open: true`) or closes (`open: false`). */
export interface ScheduleTransition {
  at: Date;
  open: boolean;
}

/** A refusal of a schedule definition; `field` is a JSON pointer into the definition. */
export interface ScheduleProblem {
  field: string;
  message: string;
}

/** Business-time arithmetic over one schedule. Built once, used for many tickets. */
export interface BusinessCalendar {
  readonly timeZone: string;
  /** Whether `at` falls in open time. */
  isOpen(at: Date): boolean;
  /** `from` itself when open, else the next moment the schedule opens. */
  nextOpening(from: Date): Date;
  /**
   * The earliest instant by which `ms` (whole, non-negative milliseconds) of open time has passed after
   * `from`; counting starts at the next opening when `from` is closed. `ms = 0` answers `from`.
   */
  addBusinessTime(from: Date, ms: number): Date;
  /** Open milliseconds in [a, b); negative when b is before a. */
  businessTimeBetween(a: Date, b: Date): number;
  /**
   * Up to `count` moments after `from` at which the schedule opens or closes, alternating. Open time that
   * continues across midnight or from one interval into the next is one stretch. Looks about three years
   * ahead: an always-open schedule answers fewer (or none).
   */
  nextTransitions(from: Date, count: number): ScheduleTransition[];
}
