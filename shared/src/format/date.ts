import dayjs from 'dayjs';
import { DATE_DISPLAY_FORMAT } from '@switchboard/shared/contracts';

// The organisation's date format, once the signed-in app knows it; one module shared by the host and
// every remote, so a screen of any remote writes dates the same way.
let displayFormat: string = DATE_DISPLAY_FORMAT;

/** Writes dates as the organisation chose (e.g. `DD/MM/YYYY`), followed by the time; null goes back to the default. */
export function setOrganizationDateFormat(dateFormat: string | null): void {
  displayFormat = dateFormat ? `${dateFormat}, HH:mm` : DATE_DISPLAY_FORMAT;
}

/** Formats a date for display in the current dayjs locale: the organisation's format with the time ("22 Nov 2026, 14:05" until it is known). */
export function formatDate(date: Date | string | number | null | undefined, format: string = displayFormat): string {
  if (date === null || date === undefined || date === '') return '';
  const value = dayjs(date);
  return value.isValid() ? value.format(format) : '';
}
