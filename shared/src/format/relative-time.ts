import { i18n } from '@switchboard/shared/i18n';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function toMillis(date: Date | string | number): number {
  return date instanceof Date ? date.getTime() : typeof date === 'number' ? date : new Date(date).getTime();
}

/**
 * "just now", "5 minutes ago", …: under 60 s, then minutes, hours, days (under 30),
 * months (under 12, 30-day months), then years. Future times read "just now".
 */
export function formatRelativeTime(date: Date | string | number, now: number = Date.now()): string {
  const elapsed = now - toMillis(date);
  const t = (key: string, count?: number) => i18n.t(`time.${key}`, { ns: 'common', count });
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return t('justNow');
  if (elapsed < HOUR) return t('minutesAgo', Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return t('hoursAgo', Math.floor(elapsed / HOUR));
  const days = Math.floor(elapsed / DAY);
  if (days < 30) return t('daysAgo', days);
  const months = Math.floor(days / 30);
  if (months < 12) return t('monthsAgo', months);
  return t('yearsAgo', Math.max(1, Math.floor(days / 365)));
}
