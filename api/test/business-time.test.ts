import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DateTime } from 'luxon';
import {
  InvalidScheduleError,
  ScheduleNeverOpensError,
  createBusinessCalendar,
  scheduleProblems,
  type Holiday,
  type IsoWeekday,
  type ScheduleDefinition,
  type WeeklyInterval,
} from '../src/features/service-levels/business-time/index.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const DAYS: IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];
const WEEKDAYS: IsoWeekday[] = [1, 2, 3, 4, 5];

const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();
/** A local wall-clock time in a zone, as an instant. */
const local = (zone: string, wall: string) => DateTime.fromISO(wall, { zone }).toJSDate();

function schedule(timeZone: string, days: IsoWeekday[], start: string, end: string, holidays: Holiday[] = []): ScheduleDefinition {
  return { timeZone, weekly: days.map((day) => ({ day, start, end })), holidays };
}
const holiday = (start: string, end = start, yearly = false): Holiday => ({ name: 'Closed', start, end, yearly });
const officeHours = (timeZone: string, holidays: Holiday[] = []) => schedule(timeZone, WEEKDAYS, '09:00', '17:00', holidays);
const allWeek = (timeZone: string, holidays: Holiday[] = []) => schedule(timeZone, DAYS, '00:00', '24:00', holidays);

/** Transitions as readable strings: `+` opens, `-` closes. */
function transitions(definition: ScheduleDefinition, from: Date, count: number): string[] {
  return createBusinessCalendar(definition)
    .nextTransitions(from, count)
    .map((t) => `${t.open ? '+' : '-'}${iso(t.at)}`);
}

/**
 * Independent reference: whether an instant is open, read straight from the definition through luxon's
 * local time (the wall time lies in an interval of its weekday, or in the after-midnight part of an
 * overnight interval of the day before, and its local date is no holiday).
 */
function openByDefinition(definition: ScheduleDefinition, instant: number): boolean {
  const time = DateTime.fromMillis(instant, { zone: definition.timeZone });
  const date = time.toISODate() as string;
  const monthDay = date.slice(5);
  for (const h of definition.holidays) {
    if (!h.yearly && h.start <= date && date <= h.end) return false;
    if (h.yearly) {
      const [from, to] = [h.start.slice(5), h.end.slice(5)];
      if (from <= to ? from <= monthDay && monthDay <= to : monthDay >= from || monthDay <= to) return false;
    }
  }
  const minute = time.hour * 60 + time.minute + (time.second * 1000 + time.millisecond) / MINUTE;
  const toMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));
  const yesterday = time.weekday === 1 ? 7 : time.weekday - 1;
  return definition.weekly.some((interval) => {
    const [start, end] = [toMinutes(interval.start), toMinutes(interval.end)];
    if (interval.day === time.weekday) return start <= minute && (end > start ? minute < end : true);
    return interval.day === yesterday && end <= start && minute < end;
  });
}

/** Seeded PRNG (mulberry32), so the property checks are reproducible. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('business time over office hours', () => {
  const berlin = createBusinessCalendar(officeHours('Europe/Berlin'));

  test('Friday 16:00 plus 4 business hours is Monday 12:00', () => {
    assert.equal(iso(berlin.addBusinessTime(local('Europe/Berlin', '2026-11-27T16:00'), 4 * HOUR)), iso(local('Europe/Berlin', '2026-11-30T12:00')));
  });

  test('a holiday on the Monday moves it to Tuesday 12:00', () => {
    const calendar = createBusinessCalendar(officeHours('Europe/Berlin', [holiday('2026-11-30')]));
    assert.equal(iso(calendar.addBusinessTime(local('Europe/Berlin', '2026-11-27T16:00'), 4 * HOUR)), '2026-12-01T11:00:00.000Z');
  });

  test('Easter: Thursday 16:00 plus 4 hours skips Good Friday, the weekend and Easter Monday', () => {
    const separate = createBusinessCalendar(officeHours('Europe/Berlin', [holiday('2026-04-03'), holiday('2026-04-06')]));
    const range = createBusinessCalendar(officeHours('Europe/Berlin', [holiday('2026-04-03', '2026-04-06')]));
    for (const calendar of [separate, range]) {
      assert.equal(iso(calendar.addBusinessTime(at('2026-04-02T14:00:00Z'), 4 * HOUR)), '2026-04-07T10:00:00.000Z');
      assert.equal(calendar.businessTimeBetween(at('2026-04-02T14:00:00Z'), at('2026-04-07T10:00:00Z')), 4 * HOUR);
    }
  });

  test('counting from closed time starts at the next opening; zero time answers the start itself', () => {
    const saturday = local('Europe/Berlin', '2026-11-28T10:00');
    assert.equal(iso(berlin.addBusinessTime(saturday, 30 * MINUTE)), iso(local('Europe/Berlin', '2026-11-30T09:30')));
    assert.equal(iso(berlin.addBusinessTime(saturday, 0)), iso(saturday));
    assert.equal(iso(berlin.nextOpening(saturday)), iso(local('Europe/Berlin', '2026-11-30T09:00')));
    const open = local('Europe/Berlin', '2026-11-30T10:00');
    assert.equal(iso(berlin.nextOpening(open)), iso(open));
  });

  test('time that ends exactly at closing answers the closing moment', () => {
    assert.equal(iso(berlin.addBusinessTime(local('Europe/Berlin', '2026-11-30T09:00'), 8 * HOUR)), iso(local('Europe/Berlin', '2026-11-30T17:00')));
  });

  test('isOpen follows the local opening hours, closing time excluded', () => {
    assert.equal(berlin.isOpen(local('Europe/Berlin', '2026-11-30T08:59')), false);
    assert.equal(berlin.isOpen(local('Europe/Berlin', '2026-11-30T09:00')), true);
    assert.equal(berlin.isOpen(local('Europe/Berlin', '2026-11-30T16:59')), true);
    assert.equal(berlin.isOpen(local('Europe/Berlin', '2026-11-30T17:00')), false);
    assert.equal(berlin.isOpen(local('Europe/Berlin', '2026-11-29T12:00')), false);
  });

  test('adding 2000 business days walks 400 weeks exactly', () => {
    const started = performance.now();
    const result = berlin.addBusinessTime(local('Europe/Berlin', '2026-01-05T09:00'), 2000 * 8 * HOUR);
    assert.equal(iso(result), iso(local('Europe/Berlin', '2033-09-02T17:00')));
    assert.ok(performance.now() - started < 2000, 'adding business days stays fast');
  });
});

describe('business time between two instants', () => {
  test('is negative when the end is before the start, zero for the same instant', () => {
    const calendar = createBusinessCalendar(officeHours('Europe/Berlin'));
    const [a, b] = [local('Europe/Berlin', '2026-11-30T10:00'), local('Europe/Berlin', '2026-12-01T10:00')];
    assert.equal(calendar.businessTimeBetween(a, b), 8 * HOUR);
    assert.equal(calendar.businessTimeBetween(b, a), -8 * HOUR);
    assert.equal(calendar.businessTimeBetween(a, a), 0);
  });

  test('agrees with the definition read minute by minute on many pairs, across both DST changes', () => {
    const definitions: ScheduleDefinition[] = [
      {
        timeZone: 'Europe/Berlin',
        weekly: [
          ...WEEKDAYS.map((day): WeeklyInterval => ({ day, start: '09:00', end: '12:00' })),
          ...WEEKDAYS.map((day): WeeklyInterval => ({ day, start: '13:00', end: '17:30' })),
          { day: 6, start: '10:00', end: '14:00' },
          { day: 7, start: '01:00', end: '04:00' },
        ],
        holidays: [holiday('2026-03-27'), holiday('2026-10-26', '2026-10-27')],
      },
      {
        timeZone: 'America/New_York',
        weekly: [...WEEKDAYS.map((day): WeeklyInterval => ({ day, start: '22:00', end: '06:00' })), { day: 7, start: '01:15', end: '02:45' }],
        holidays: [holiday('2026-03-10'), holiday('2026-11-03', '2026-11-03', true)],
      },
    ];
    const next = random(15);
    const step = 15 * MINUTE;
    for (const definition of definitions) {
      const calendar = createBusinessCalendar(definition);
      for (const around of ['2026-03-07T00:00:00Z', '2026-03-27T00:00:00Z', '2026-10-23T00:00:00Z', '2026-10-30T00:00:00Z']) {
        for (let pair = 0; pair < 12; pair += 1) {
          const a = Date.parse(around) + Math.floor(next() * 4 * 96) * step;
          const b = a + Math.floor(next() * 4 * 96) * step;
          let expected = 0;
          for (let t = a; t < b; t += step) if (openByDefinition(definition, t)) expected += step;
          assert.equal(calendar.businessTimeBetween(new Date(a), new Date(b)), expected, `${definition.timeZone} ${iso(new Date(a))} → ${iso(new Date(b))}`);
        }
      }
    }
  });
});

describe('daylight saving time', () => {
  test('Europe/Berlin spring forward: an interval over the skipped hour is an hour shorter', () => {
    const calendar = createBusinessCalendar(schedule('Europe/Berlin', DAYS, '01:00', '04:00'));
    // Sunday 2026-03-29: 01:00 CET is 00:00Z, 04:00 CEST is 02:00Z.
    assert.equal(calendar.businessTimeBetween(at('2026-03-28T12:00:00Z'), at('2026-03-29T12:00:00Z')), 2 * HOUR);
    assert.equal(calendar.isOpen(at('2026-03-29T00:59:00Z')), true);
    assert.equal(calendar.isOpen(at('2026-03-29T01:00:00Z')), true);
    assert.equal(iso(calendar.addBusinessTime(at('2026-03-29T00:00:00Z'), 2 * HOUR)), '2026-03-29T02:00:00.000Z');
    assert.equal(iso(calendar.addBusinessTime(at('2026-03-29T00:00:00Z'), 2 * HOUR + MINUTE)), '2026-03-29T23:01:00.000Z');
    assert.deepEqual(transitions(schedule('Europe/Berlin', DAYS, '01:00', '04:00'), at('2026-03-28T12:00:00Z'), 4), [
      '+2026-03-29T00:00:00.000Z',
      '-2026-03-29T02:00:00.000Z',
      '+2026-03-29T23:00:00.000Z',
      '-2026-03-30T02:00:00.000Z',
    ]);
  });

  test('Europe/Berlin spring forward: an interval starting in the skipped hour opens at the jump', () => {
    const calendar = createBusinessCalendar(schedule('Europe/Berlin', [7], '02:30', '05:00'));
    assert.equal(iso(calendar.nextOpening(at('2026-03-28T12:00:00Z'))), '2026-03-29T01:00:00.000Z');
    assert.equal(calendar.businessTimeBetween(at('2026-03-28T12:00:00Z'), at('2026-03-30T00:00:00Z')), 2 * HOUR);
  });

  test('Europe/Berlin fall back: an interval over the repeated hour counts both hours', () => {
    const calendar = createBusinessCalendar(schedule('Europe/Berlin', DAYS, '01:00', '04:00'));
    // Sunday 2026-10-25: 01:00 CEST is 23:00Z the day before, 04:00 CET is 03:00Z.
    assert.equal(calendar.businessTimeBetween(at('2026-10-24T12:00:00Z'), at('2026-10-25T12:00:00Z')), 4 * HOUR);
    assert.equal(calendar.isOpen(at('2026-10-25T00:30:00Z')), true);
    assert.equal(calendar.isOpen(at('2026-10-25T01:30:00Z')), true);
    assert.equal(iso(calendar.addBusinessTime(at('2026-10-24T23:00:00Z'), 3.5 * HOUR)), '2026-10-25T02:30:00.000Z');
    assert.deepEqual(transitions(schedule('Europe/Berlin', DAYS, '01:00', '04:00'), at('2026-10-24T12:00:00Z'), 3), [
      '+2026-10-24T23:00:00.000Z',
      '-2026-10-25T03:00:00.000Z',
      '+2026-10-26T00:00:00.000Z',
    ]);
  });

  test('Europe/Berlin fall back: an interval starting inside the repeated hour is open in both of its occurrences', () => {
    const definition = schedule('Europe/Berlin', [7], '02:30', '05:00');
    const calendar = createBusinessCalendar(definition);
    // 02:30–03:00 CEST, then 02:30 CET (01:30Z) to 05:00 CET (04:00Z).
    assert.equal(calendar.businessTimeBetween(at('2026-10-24T12:00:00Z'), at('2026-10-26T00:00:00Z')), 3 * HOUR);
    assert.deepEqual(transitions(definition, at('2026-10-24T12:00:00Z'), 4), [
      '+2026-10-25T00:30:00.000Z',
      '-2026-10-25T01:00:00.000Z',
      '+2026-10-25T01:30:00.000Z',
      '-2026-10-25T04:00:00.000Z',
    ]);
  });

  test('Europe/Berlin: daily hours away from the change stay 8 hours a day on both change weekends', () => {
    const calendar = createBusinessCalendar(schedule('Europe/Berlin', DAYS, '09:00', '17:00'));
    // Saturday 00:00 to Monday 00:00 local: 47 real hours in March, 49 in October, 16 business hours each.
    assert.equal(calendar.businessTimeBetween(at('2026-03-27T23:00:00Z'), at('2026-03-29T22:00:00Z')), 16 * HOUR);
    assert.equal(calendar.businessTimeBetween(at('2026-10-23T22:00:00Z'), at('2026-10-25T23:00:00Z')), 16 * HOUR);
    assert.equal(iso(calendar.addBusinessTime(at('2026-03-28T15:00:00Z'), 2 * HOUR)), '2026-03-29T08:00:00.000Z');
    assert.equal(iso(calendar.addBusinessTime(at('2026-10-24T14:00:00Z'), 2 * HOUR)), '2026-10-25T09:00:00.000Z');
  });

  test('America/New_York spring forward and fall back over an early-morning interval', () => {
    const calendar = createBusinessCalendar(schedule('America/New_York', DAYS, '00:00', '06:00'));
    // Sunday 2026-03-08: 00:00 EST (05:00Z) to 06:00 EDT (10:00Z) is 5 hours.
    assert.equal(calendar.businessTimeBetween(at('2026-03-08T00:00:00Z'), at('2026-03-08T20:00:00Z')), 5 * HOUR);
    // Sunday 2026-11-01: 00:00 EDT (04:00Z) to 06:00 EST (11:00Z) is 7 hours.
    assert.equal(calendar.businessTimeBetween(at('2026-11-01T00:00:00Z'), at('2026-11-01T20:00:00Z')), 7 * HOUR);
    assert.equal(iso(calendar.addBusinessTime(at('2026-11-01T04:00:00Z'), 6.5 * HOUR)), '2026-11-01T10:30:00.000Z');
    const repeatedHour = createBusinessCalendar(schedule('America/New_York', [7], '01:00', '02:00'));
    assert.equal(repeatedHour.businessTimeBetween(at('2026-11-01T00:00:00Z'), at('2026-11-02T00:00:00Z')), 2 * HOUR);
  });

  test('America/New_York office hours: the weekend change does not touch business time', () => {
    const calendar = createBusinessCalendar(officeHours('America/New_York'));
    assert.equal(calendar.businessTimeBetween(at('2026-03-06T22:00:00Z'), at('2026-03-09T13:00:00Z')), 0);
    assert.equal(iso(calendar.addBusinessTime(at('2026-03-06T21:00:00Z'), 2 * HOUR)), '2026-03-09T14:00:00.000Z');
    assert.equal(iso(calendar.addBusinessTime(at('2026-10-30T20:00:00Z'), 2 * HOUR)), '2026-11-02T15:00:00.000Z');
  });
});

describe('overnight schedules', () => {
  const nights = schedule('Europe/Berlin', WEEKDAYS, '22:00', '06:00');
  const mondayNoon = local('Europe/Berlin', '2026-11-30T12:00');

  test('an interval past midnight is one open stretch, with no close at midnight', () => {
    assert.deepEqual(transitions(nights, mondayNoon, 4), [
      '+2026-11-30T21:00:00.000Z',
      '-2026-12-01T05:00:00.000Z',
      '+2026-12-01T21:00:00.000Z',
      '-2026-12-02T05:00:00.000Z',
    ]);
    // Friday night runs into Saturday morning; the next opening is Monday night.
    assert.deepEqual(transitions(nights, local('Europe/Berlin', '2026-12-04T12:00'), 3), [
      '+2026-12-04T21:00:00.000Z',
      '-2026-12-05T05:00:00.000Z',
      '+2026-12-07T21:00:00.000Z',
    ]);
  });

  test('adjacent intervals around midnight merge like one overnight interval', () => {
    const split: ScheduleDefinition = {
      timeZone: 'Europe/Berlin',
      weekly: WEEKDAYS.flatMap((day): WeeklyInterval[] => [
        { day, start: '22:00', end: '24:00' },
        { day: ((day % 7) + 1) as IsoWeekday, start: '00:00', end: '06:00' },
      ]),
      holidays: [],
    };
    assert.deepEqual(transitions(split, mondayNoon, 10), transitions(nights, mondayNoon, 10));
  });

  test('business time runs through the night and resumes on Monday night', () => {
    const calendar = createBusinessCalendar(nights);
    assert.equal(iso(calendar.addBusinessTime(local('Europe/Berlin', '2026-12-04T23:00'), 3 * HOUR)), iso(local('Europe/Berlin', '2026-12-05T02:00')));
    assert.equal(iso(calendar.addBusinessTime(local('Europe/Berlin', '2026-12-05T05:00'), 2 * HOUR)), iso(local('Europe/Berlin', '2026-12-07T23:00')));
    assert.equal(calendar.isOpen(local('Europe/Berlin', '2026-12-01T00:30')), true);
    assert.equal(calendar.isOpen(local('Europe/Berlin', '2026-11-30T03:00')), false);
  });

  test('a holiday closes only its own local day of an overnight interval', () => {
    assert.deepEqual(transitions({ ...nights, holidays: [holiday('2026-12-01')] }, mondayNoon, 4), [
      '+2026-11-30T21:00:00.000Z',
      '-2026-11-30T23:00:00.000Z',
      '+2026-12-01T23:00:00.000Z',
      '-2026-12-02T05:00:00.000Z',
    ]);
  });
});

describe('24×7 schedules', () => {
  const calendar = createBusinessCalendar(allWeek('Europe/Berlin'));

  test('business time is real elapsed time, across both DST changes', () => {
    for (const [a, b] of [
      ['2026-03-28T12:00:00Z', '2026-03-30T12:00:00Z'],
      ['2026-10-24T12:00:00Z', '2026-10-26T12:00:00Z'],
      ['2026-01-01T00:00:00Z', '2026-12-31T23:59:59.999Z'],
    ]) {
      assert.equal(calendar.businessTimeBetween(at(a), at(b)), Date.parse(b) - Date.parse(a));
      assert.equal(iso(calendar.addBusinessTime(at(a), Date.parse(b) - Date.parse(a))), iso(at(b)));
    }
    assert.equal(calendar.isOpen(at('2026-03-29T01:00:00Z')), true);
  });

  test('there are no transitions, and a holiday makes the only ones', () => {
    assert.deepEqual(calendar.nextTransitions(at('2026-03-28T12:00:00Z'), 5), []);
    assert.deepEqual(transitions(allWeek('Europe/Berlin', [holiday('2026-12-25')]), at('2026-12-24T12:00:00Z'), 5), [
      '-2026-12-24T23:00:00.000Z',
      '+2026-12-25T23:00:00.000Z',
    ]);
  });
});

describe('holidays', () => {
  test('a single day closes that local day only', () => {
    const calendar = createBusinessCalendar(officeHours('Europe/Berlin', [holiday('2026-05-14')]));
    assert.equal(calendar.isOpen(local('Europe/Berlin', '2026-05-14T12:00')), false);
    assert.equal(calendar.isOpen(local('Europe/Berlin', '2026-05-15T12:00')), true);
    assert.equal(calendar.businessTimeBetween(local('Europe/Berlin', '2026-05-13T17:00'), local('Europe/Berlin', '2026-05-15T09:00')), 0);
  });

  test('a range closes every day of it, both ends included', () => {
    const calendar = createBusinessCalendar(officeHours('Europe/Berlin', [holiday('2026-12-24', '2027-01-01')]));
    assert.equal(iso(calendar.addBusinessTime(local('Europe/Berlin', '2026-12-23T16:00'), 2 * HOUR)), iso(local('Europe/Berlin', '2027-01-04T10:00')));
  });

  test('a yearly holiday repeats its month and day, also across the year end', () => {
    const calendar = createBusinessCalendar(
      schedule('Europe/Berlin', DAYS, '09:00', '17:00', [holiday('2026-12-25', '2026-12-25', true), holiday('2026-12-31', '2027-01-01', true)]),
    );
    for (const closed of ['2028-12-25', '2024-12-25', '2029-12-31', '2030-01-01']) assert.equal(calendar.isOpen(local('Europe/Berlin', `${closed}T12:00`)), false, closed);
    for (const open of ['2028-12-24', '2028-12-26', '2030-01-02', '2029-12-30']) assert.equal(calendar.isOpen(local('Europe/Berlin', `${open}T12:00`)), true, open);
  });

  test('a yearly holiday on 29 February applies only in leap years', () => {
    const calendar = createBusinessCalendar(schedule('Europe/Berlin', DAYS, '09:00', '17:00', [holiday('2024-02-29', '2024-02-29', true)]));
    assert.equal(calendar.isOpen(local('Europe/Berlin', '2028-02-29T12:00')), false);
    for (const open of ['2027-02-28', '2027-03-01', '2028-02-28', '2028-03-01']) assert.equal(calendar.isOpen(local('Europe/Berlin', `${open}T12:00`)), true, open);
  });
});

describe('schedules that never open', () => {
  test('no weekly interval throws the named error on every forward search, while between answers 0', () => {
    const calendar = createBusinessCalendar({ timeZone: 'Europe/Berlin', weekly: [], holidays: [] });
    assert.throws(() => calendar.addBusinessTime(at('2026-01-01T00:00:00Z'), HOUR), ScheduleNeverOpensError);
    assert.throws(() => calendar.nextOpening(at('2026-01-01T00:00:00Z')), ScheduleNeverOpensError);
    assert.throws(() => calendar.nextTransitions(at('2026-01-01T00:00:00Z'), 3), ScheduleNeverOpensError);
    assert.equal(calendar.isOpen(at('2026-01-01T12:00:00Z')), false);
    assert.equal(calendar.businessTimeBetween(at('2026-01-01T00:00:00Z'), at('2027-01-01T00:00:00Z')), 0);
  });

  test('holidays closing more than three years stop the search with the named error', () => {
    for (const holidays of [[holiday('2026-01-01', '2030-12-31')], [holiday('2026-01-01', '2026-12-31', true)]]) {
      const calendar = createBusinessCalendar(officeHours('Europe/Berlin', holidays));
      assert.throws(() => calendar.addBusinessTime(at('2026-06-01T00:00:00Z'), HOUR), ScheduleNeverOpensError);
      assert.throws(() => calendar.nextOpening(at('2026-06-01T00:00:00Z')), ScheduleNeverOpensError);
      assert.throws(() => calendar.nextTransitions(at('2026-06-01T00:00:00Z'), 2), ScheduleNeverOpensError);
    }
    // Closed for two years only: the search goes on to the first opening.
    const twoYears = createBusinessCalendar(officeHours('Europe/Berlin', [holiday('2026-01-01', '2027-12-31')]));
    assert.equal(iso(twoYears.nextOpening(at('2026-06-01T00:00:00Z'))), iso(local('Europe/Berlin', '2028-01-03T09:00')));
  });
});

describe('bad calls', () => {
  const calendar = createBusinessCalendar(officeHours('Europe/Berlin'));

  test('invalid dates and negative durations are refused with a RangeError', () => {
    assert.throws(() => calendar.isOpen(new Date(Number.NaN)), RangeError);
    assert.throws(() => calendar.addBusinessTime(at('2026-01-01T00:00:00Z'), -1), RangeError);
    assert.throws(() => calendar.addBusinessTime(at('2026-01-01T00:00:00Z'), Number.POSITIVE_INFINITY), RangeError);
    assert.throws(() => calendar.businessTimeBetween(at('2026-01-01T00:00:00Z'), new Date(8.64e15)), RangeError);
    assert.throws(() => calendar.businessTimeBetween(at('1700-01-01T00:00:00Z'), at('2026-01-01T00:00:00Z')), RangeError);
    assert.deepEqual(calendar.nextTransitions(at('2026-01-01T00:00:00Z'), 0), []);
  });

  test('a definition it cannot compute with is refused when the calendar is built', () => {
    assert.throws(() => createBusinessCalendar(schedule('Mars/Olympus_Mons', WEEKDAYS, '09:00', '17:00')), (error: unknown) => {
      assert.ok(error instanceof InvalidScheduleError);
      assert.deepEqual(
        error.problems.map((p) => p.field),
        ['/timeZone'],
      );
      return true;
    });
    assert.throws(() => createBusinessCalendar(schedule('UTC', WEEKDAYS, '9:00', '17:00')), InvalidScheduleError);
  });
});

describe('random schedules (seeded)', () => {
  const zones = ['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Chatham', 'UTC'];
  const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

  function randomDefinition(next: () => number): ScheduleDefinition {
    const weekly: WeeklyInterval[] = [];
    const intervals = 1 + Math.floor(next() * 6);
    for (let i = 0; i < intervals; i += 1) {
      const start = Math.floor(next() * 96) * 15;
      let end = Math.floor(next() * 97) * 15;
      if (end === start) end = (start + 60) % 1440;
      weekly.push({ day: (1 + Math.floor(next() * 7)) as IsoWeekday, start: clock(start), end: end === 1440 ? '24:00' : clock(end) });
    }
    const holidays: Holiday[] = [];
    if (next() < 0.5) holidays.push(holiday(`2026-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-1${Math.floor(next() * 9)}`, undefined, next() < 0.5));
    return { timeZone: zones[Math.floor(next() * zones.length)], weekly, holidays };
  }

  test('adding time and measuring it back round-trip, and adding more never answers earlier', () => {
    const next = random(20260326);
    for (let round = 0; round < 60; round += 1) {
      const definition = randomDefinition(next);
      const calendar = createBusinessCalendar(definition);
      for (let sample = 0; sample < 8; sample += 1) {
        const from = new Date(Date.UTC(2026, 0, 1) + Math.floor(next() * 365 * 86_400_000));
        const durations = Array.from({ length: 6 }, () => Math.floor(next() * 40 * HOUR)).sort((a, b) => a - b);
        let previous = -Infinity;
        for (const duration of durations) {
          const reached = calendar.addBusinessTime(from, duration);
          assert.equal(calendar.businessTimeBetween(from, reached), duration, JSON.stringify({ definition, from, duration }));
          assert.ok(reached.getTime() >= previous, 'monotonic in the duration');
          previous = reached.getTime();
        }
      }
    }
  });

  test('isOpen agrees with the definition read through local time', () => {
    const next = random(7);
    for (let round = 0; round < 60; round += 1) {
      const definition = randomDefinition(next);
      const calendar = createBusinessCalendar(definition);
      for (let sample = 0; sample < 40; sample += 1) {
        const instant = Date.UTC(2026, 0, 1) + Math.floor(next() * 365 * 86_400_000);
        assert.equal(calendar.isOpen(new Date(instant)), openByDefinition(definition, instant), JSON.stringify({ definition, at: new Date(instant) }));
      }
    }
  });

  test('isOpen agrees with local time 14 hours either side of UTC and across the day Samoa skipped', () => {
    // Pacific/Apia went from 29 to 31 December 2011: its 30 December never happened.
    const weekly: WeeklyInterval[] = ([1, 2, 3, 4, 5, 6, 7] as IsoWeekday[]).flatMap((day) => [
      { day, start: '22:00', end: '02:00' },
      { day, start: '09:00', end: '10:30' },
    ]);
    for (const timeZone of ['Pacific/Apia', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Adak']) {
      const definition: ScheduleDefinition = { timeZone, weekly, holidays: [holiday('2012-01-01')] };
      const calendar = createBusinessCalendar(definition);
      for (let instant = Date.UTC(2011, 11, 26); instant < Date.UTC(2012, 0, 4); instant += 7 * MINUTE) {
        assert.equal(calendar.isOpen(new Date(instant)), openByDefinition(definition, instant), JSON.stringify({ timeZone, at: new Date(instant) }));
      }
    }
  });

  test('transitions alternate, move forward, and match isOpen on both sides', () => {
    const next = random(99);
    for (let round = 0; round < 40; round += 1) {
      const calendar = createBusinessCalendar(randomDefinition(next));
      const from = new Date(Date.UTC(2026, 0, 1) + Math.floor(next() * 365 * 86_400_000));
      const moments = calendar.nextTransitions(from, 12);
      let open = calendar.isOpen(from);
      let last = from.getTime();
      for (const moment of moments) {
        assert.equal(moment.open, !open, 'alternates');
        assert.ok(moment.at.getTime() > last, 'moves forward');
        assert.equal(calendar.isOpen(moment.at), moment.open);
        assert.equal(calendar.isOpen(new Date(moment.at.getTime() - 1)), !moment.open);
        open = moment.open;
        last = moment.at.getTime();
      }
    }
  });
});

describe('scheduleProblems', () => {
  const fields = (definition: unknown) => scheduleProblems(definition).map((p) => p.field);
  const weekly = (...intervals: [IsoWeekday, string, string][]) => ({
    timeZone: 'Europe/Berlin',
    weekly: intervals.map(([day, start, end]) => ({ day, start, end })),
    holidays: [],
  });

  test('accepts good schedules, touching intervals, 24:00 ends and a yearly range over the year end', () => {
    assert.deepEqual(scheduleProblems(officeHours('Europe/Berlin')), []);
    assert.deepEqual(scheduleProblems(allWeek('America/New_York')), []);
    assert.deepEqual(fields(weekly([1, '09:00', '12:00'], [1, '12:00', '17:00'], [1, '22:00', '06:00'], [2, '06:00', '07:00'])), []);
    assert.deepEqual(fields({ ...officeHours('UTC'), holidays: [holiday('2026-12-24', '2027-01-02', true)] }), []);
  });

  test('refuses a bad zone, no intervals and malformed times with JSON pointers', () => {
    assert.deepEqual(fields({ ...officeHours('UTC'), timeZone: 'Mars/Olympus_Mons' }), ['/timeZone']);
    assert.deepEqual(fields(weekly()), ['/weekly']);
    assert.deepEqual(fields(weekly([1, '9:00', '17:00'])), ['/weekly/0/start']);
    assert.deepEqual(fields(weekly([1, '24:00', '17:00'])), ['/weekly/0/start']);
    assert.deepEqual(fields(weekly([1, '09:00', '17:00'], [2, '09:00', '24:01'])), ['/weekly/1/end']);
    assert.deepEqual(fields(weekly([1, '09:00', '12:60'])), ['/weekly/0/end']);
    assert.deepEqual(fields(weekly([1, '09:00', '17:00'], [2, '10:00', '17:00'], [3, '12:00', '12:00'])), ['/weekly/2/end']);
    assert.deepEqual(fields(weekly([8 as IsoWeekday, '09:00', '17:00'])), ['/weekly/0/day']);
    assert.deepEqual(fields(null), ['']);
  });

  test('refuses overlapping intervals, also through midnight and from Sunday into Monday', () => {
    assert.deepEqual(fields(weekly([1, '09:00', '12:00'], [1, '11:00', '13:00'])), ['/weekly/1/start']);
    assert.deepEqual(fields(weekly([1, '22:00', '06:00'], [2, '05:00', '08:00'])), ['/weekly/1/start']);
    assert.deepEqual(fields(weekly([7, '22:00', '02:00'], [1, '01:00', '03:00'])), ['/weekly/1/start']);
  });

  test('refuses impossible holiday dates, reversed ranges, empty names and yearly ranges over a year', () => {
    const withHoliday = (h: unknown) => fields({ ...officeHours('UTC'), holidays: [h] });
    assert.deepEqual(withHoliday(holiday('2026-02-30')), ['/holidays/0/start', '/holidays/0/end']);
    assert.deepEqual(withHoliday(holiday('2027-02-29', '2027-03-01')), ['/holidays/0/start']);
    assert.deepEqual(withHoliday(holiday('2026-05-02', '2026-05-01')), ['/holidays/0/end']);
    assert.deepEqual(withHoliday({ ...holiday('2026-05-01'), name: '  ' }), ['/holidays/0/name']);
    assert.deepEqual(withHoliday(holiday('2026-05-01', '2027-05-01', true)), ['/holidays/0/end']);
    assert.deepEqual(withHoliday({ name: 'x', start: '2026-05-01', end: '2026-05-01' }), ['/holidays/0/yearly']);
  });

  test('the calendar still computes with what only the API refuses (overlaps, empty names)', () => {
    const calendar = createBusinessCalendar({ ...weekly([1, '09:00', '12:00'], [1, '11:00', '13:00']), holidays: [{ ...holiday('2026-11-30'), name: '' }] });
    assert.equal(calendar.businessTimeBetween(local('Europe/Berlin', '2026-12-07T00:00'), local('Europe/Berlin', '2026-12-08T00:00')), 4 * HOUR);
    assert.equal(calendar.isOpen(local('Europe/Berlin', '2026-11-30T10:00')), false);
  });
});
