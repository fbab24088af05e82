import { i18n } from '@switchboard/shared/i18n';

// One formatter per language, made on the first count of 1,000 or more in it.
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A whole count as the app's language writes it: "7", "1,234", "1.234", "1 234". Below 1,000 every
 * language the app speaks writes plain Western digits, so those skip `Intl`: a page's first number
 * format loads the language's number data, ~15 ms of main thread before a list's pager could show.
 */
export function formatCount(count: number): string {
  if (Number.isInteger(count) && count >= 0 && count < 1000) return String(count);
  const language = i18n.language || 'en-us';
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language);
    formatters.set(language, formatter);
  }
  return formatter.format(count);
}
