import { i18n } from '@switchboard/shared/i18n';

const UNITS = ['bytes', 'kb', 'mb', 'gb'] as const;

/** "0 Bytes", "1023 Bytes", "1 KB", "1.5 MB", "2.25 GB": base 1024, at most 2 decimals. */
export function formatFileSize(bytes: number): string {
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  const exponent = size === 0 ? 0 : Math.min(UNITS.length - 1, Math.floor(Math.log(size) / Math.log(1024)));
  // Round first, so 1048575 bytes reads "1024 KB" rather than a misleading "1 KB".
  const rounded = Math.round((size / 1024 ** exponent) * 100) / 100;
  const language = i18n.language || 'en-us';
  const value = new Intl.NumberFormat(language, { maximumFractionDigits: 2, useGrouping: false }).format(rounded);
  return i18n.t(`fileSize.${UNITS[exponent]}`, { ns: 'common', value });
}
