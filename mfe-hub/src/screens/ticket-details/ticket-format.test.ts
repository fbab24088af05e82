import { EMPTY_VALUE, formatFieldValue, isMissingTicket, isTicketId } from './ticket-format';

const texts = { yes: 'Yes', no: 'No' };

describe('isTicketId', () => {
  it('accepts UUIDs only', () => {
    expect(isTicketId('0b9c6a7e-3f2d-4c1b-9a8e-7d6c5b4a3f21')).toBe(true);
    expect(isTicketId('12')).toBe(false);
    expect(isTicketId('create')).toBe(false);
    expect(isTicketId(undefined)).toBe(false);
  });
});

describe('isMissingTicket', () => {
  it('is true for 404 and 400 answers only', () => {
    expect(isMissingTicket({ response: { status: 404 } })).toBe(true);
    expect(isMissingTicket({ response: { status: 400 } })).toBe(true);
    expect(isMissingTicket({ response: { status: 500 } })).toBe(false);
    expect(isMissingTicket(new Error('Network Error'))).toBe(false);
    expect(isMissingTicket(null)).toBe(false);
  });
});

describe('formatFieldValue', () => {
  it('formats each field type for reading', () => {
    expect(formatFieldValue({ type: 'text', value: 'AB-123' }, texts)).toBe('AB-123');
    expect(formatFieldValue({ type: 'number', value: 42 }, texts)).toBe('42');
    expect(formatFieldValue({ type: 'boolean', value: true }, texts)).toBe('Yes');
    expect(formatFieldValue({ type: 'boolean', value: false }, texts)).toBe('No');
    expect(formatFieldValue({ type: 'boolean', value: 'true' }, texts)).toBe('Yes');
    expect(formatFieldValue({ type: 'date', value: '2026-11-03' }, texts)).toBe('03 Nov 2026');
    expect(formatFieldValue({ type: 'datetime_picker', value: '2026-11-03T09:05:00' }, texts)).toBe('03 Nov 2026, 09:05');
    expect(formatFieldValue({ type: 'multi_selection', value: ['red', 'blue'] }, texts)).toBe('red, blue');
    expect(formatFieldValue({ type: 'select', value: 'express' }, texts)).toBe('express');
    expect(formatFieldValue({ type: 'select', value: 'express', labels: ['Express delivery'] }, texts)).toBe('Express delivery');
    expect(formatFieldValue({ type: 'multi_selection', value: ['late', 'damaged'], labels: ['Late', 'Damaged'] }, texts)).toBe('Late, Damaged');
  });

  it('shows a dash for an empty value', () => {
    for (const value of [null, undefined, '', []]) expect(formatFieldValue({ type: 'text', value }, texts)).toBe(EMPTY_VALUE);
  });

  it('keeps an unparsable date as it was entered', () => {
    expect(formatFieldValue({ type: 'date', value: 'soon' }, texts)).toBe('soon');
  });
});
