import { formatFieldValue } from './field-value.js';

const texts = { yes: 'Yes', no: 'No' };
const field = (type: string, value: unknown, extra: { labels?: string[]; text?: string } = {}) => ({ type, value, ...extra });

describe('formatFieldValue', () => {
  it('shows a number as it was typed when the server kept the spelling, else the number', () => {
    expect(formatFieldValue(field('number', 129.9, { text: '129.90' }), texts)).toBe('129.90');
    expect(formatFieldValue(field('number', 129.9), texts)).toBe('129.9');
    expect(formatFieldValue(field('number', 0), texts)).toBe('0');
  });

  it('reads choices by their labels, booleans as Yes/No and empty values as the dash', () => {
    expect(formatFieldValue(field('select', 'card', { labels: ['Credit card'] }), texts)).toBe('Credit card');
    expect(formatFieldValue(field('multi_selection', ['a', 'b']), texts)).toBe('a, b');
    expect(formatFieldValue(field('boolean', false), texts)).toBe('No');
    expect(formatFieldValue(field('boolean', 'true'), texts)).toBe('Yes');
    expect(formatFieldValue(field('text', ''), texts)).toBe('—');
    expect(formatFieldValue(field('text', null), { ...texts, empty: '-' })).toBe('-');
  });

  it('writes dates and times in the display format, and keeps an unparsable one as entered', () => {
    expect(formatFieldValue(field('date', '2026-11-03'), texts)).toBe('03 Nov 2026');
    expect(formatFieldValue(field('datetime_picker', '2026-11-03T09:05:00'), texts)).toBe('03 Nov 2026, 09:05');
    expect(formatFieldValue(field('date', 'soon'), texts)).toBe('soon');
  });

  it('shows the stored value of a choice without labels, and plain text as it is', () => {
    expect(formatFieldValue(field('select', 'express'), texts)).toBe('express');
    expect(formatFieldValue(field('text', 'AB-123'), texts)).toBe('AB-123');
    expect(formatFieldValue(field('multi_selection', []), texts)).toBe('—');
  });
});
