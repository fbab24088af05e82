// A decimal number as people type it: digits with one decimal point or decimal comma (the comma of
// most of the hub's languages) and an optional exponent. No thousands separators.
const NUMBER_TEXT = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:[eE][+-]?\d+)?$/;

/** A number field's value as text, exactly as typed (a number from a default becomes its digits). */
export function numberTextOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** True when `text` (trimmed) is one number. */
export function isNumberText(text: string): boolean {
  return NUMBER_TEXT.test(text.trim());
}

/**
 * What a number field sends: the typed text, trimmed, with a decimal comma written as a point
 * ("129,90" → "129.90"), so trailing zeros survive; undefined when empty or not a number.
 */
export function numberPayloadOf(value: unknown): string | number | undefined {
  // A number nobody typed (a default given as a number) goes as it came.
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = numberTextOf(value).trim();
  return text && isNumberText(text) ? text.replace(',', '.') : undefined;
}

