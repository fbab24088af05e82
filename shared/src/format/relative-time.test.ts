import { setLanguage } from '../i18n/index.js';
import { startInEnglish } from '../test-utils/index.js';
import { formatRelativeTime } from './relative-time.js';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW - ms);

beforeAll(startInEnglish);

it.each([
  [0, 'just now'],
  [59 * SECOND, 'just now'],
  [60 * SECOND, '1 minute ago'],
  [59 * MINUTE, '59 minutes ago'],
  [60 * MINUTE, '1 hour ago'],
  [23 * HOUR, '23 hours ago'],
  [24 * HOUR, '1 day ago'],
  [29 * DAY, '29 days ago'],
  [30 * DAY, '1 month ago'],
  [11 * 30 * DAY, '11 months ago'],
  [12 * 30 * DAY, '1 year ago'],
  [3 * 365 * DAY, '3 years ago'],
])('%d ms ago reads "%s"', (elapsed, expected) => {
  expect(formatRelativeTime(ago(elapsed), NOW)).toBe(expected);
});

it('accepts ISO strings as the API sends them', () => {
  expect(formatRelativeTime(new Date(NOW - 5 * MINUTE).toISOString(), NOW)).toBe('5 minutes ago');
});

it('reads a time in the future as just now', () => {
  expect(formatRelativeTime(NOW + HOUR, NOW)).toBe('just now');
});

it('speaks the chosen language with its plural rules', async () => {
  await setLanguage('ru-ru');
  expect(formatRelativeTime(ago(2 * MINUTE), NOW)).toBe('2 минуты назад');
  expect(formatRelativeTime(ago(5 * HOUR), NOW)).toBe('5 часов назад');
  await setLanguage('ar-ae');
  expect(formatRelativeTime(ago(2 * DAY), NOW)).toBe('منذ يومين');
  await setLanguage('en-us');
});
