import dayjs from 'dayjs';
import { DATE_DISPLAY_FORMAT } from '@switchboard/shared/contracts';

/** Formats a date for display in the current dayjs locale ("22 Nov 2026, 14:05" by default). */
export function formatDate(date: Date | string | number | null | undefined, format: string = DATE_DISPLAY_FORMAT): string {
  if (date === null || date === undefined || date === '') return '';
  const value = dayjs(date);
  return value.isValid() ? value.format(format) : '';
}
