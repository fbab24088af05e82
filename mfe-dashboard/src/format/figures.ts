import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_COUNT_CAP } from '@switchboard/shared/contracts';
import { DASHBOARD_NAMESPACE } from '../i18n/resources';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface Figures {
  /** A whole number in the current locale. */
  number: (value: number) => string;
  /** A count the server caps: the cap reads "10,000+". */
  count: (value: number) => string;
  /** A share 0–100 with one decimal at most ("93.5 %"); "—" for none. */
  percent: (value: number | null) => string;
  /** Seconds as "2 d 4 h", "3 h 20 min", "12 min"; "—" for none. */
  duration: (seconds: number | null) => string;
}

/** Formatting of figures for one locale (`Intl.NumberFormat`) and its duration words. */
export function figuresFor(locale: string, t: TFunction): Figures {
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const number = (value: number) => whole.format(value);
  return {
    number,
    count: (value) => (value >= ANALYTICS_COUNT_CAP ? t('figures.capped', { figure: number(ANALYTICS_COUNT_CAP) }) : number(value)),
    percent: (value) => (value === null ? t('figures.none') : share.format(value / 100)),
    duration: (seconds) => {
      if (seconds === null) return t('figures.none');
      if (seconds >= DAY) return t('duration.days', { days: number(Math.floor(seconds / DAY)), hours: number(Math.floor((seconds % DAY) / HOUR)) });
      if (seconds >= HOUR) return t('duration.hours', { hours: number(Math.floor(seconds / HOUR)), minutes: number(Math.floor((seconds % HOUR) / MINUTE)) });
      if (seconds >= MINUTE) return t('duration.minutes', { minutes: number(Math.floor(seconds / MINUTE)) });
      return t('duration.underMinute');
    },
  };
}

/** The formatters of the current language. */
export function useFigures(): Figures {
  const { t, i18n } = useTranslation(DASHBOARD_NAMESPACE);
  const locale = i18n.language || 'en-us';
  return useMemo(() => figuresFor(locale, t), [locale, t]);
}

/** SLA attainment in % (met of met + breached), null when no resolved ticket had a target. */
export function slaAttainment(met: number, breached: number): number | null {
  const total = met + breached;
  return total === 0 ? null : (met / total) * 100;
}
