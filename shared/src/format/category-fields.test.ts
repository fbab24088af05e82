import dayjs from 'dayjs';
import { defaultValueFor, initialFieldValues, normaliseFields, normaliseOptions, serialiseFieldValue, toComplaintFields, type ComplaintField } from './category-fields.js';

const field = (overrides: Partial<ComplaintField>): ComplaintField => ({
  id: 'f1',
  key: 'k',
  serverKey: 'k',
  name: 'Field',
  type: 'text',
  placeholder: '',
  isRequired: false,
  options: [],
  defaultValue: null,
  ...overrides,
});

describe('normaliseFields', () => {
  it('keeps a well-formed server field as it is', () => {
    const [normalised] = normaliseFields([
      { id: 'id-1', key: 'order_number', name: 'Order number', type: 'text', placeholder: 'e.g. 1042', isRequired: true, options: [], valueField: null, defaultValue: null },
    ]);
    expect(normalised).toEqual({
      id: 'id-1',
      key: 'order_number',
      serverKey: 'order_number',
      name: 'Order number',
      type: 'text',
      placeholder: 'e.g. 1042',
      isRequired: true,
      options: [],
      defaultValue: '',
    });
  });

  it('makes repeated and missing keys unique, derived from the key, name or id and stable across calls', () => {
    const raw = [
      { id: 'a1', key: 'reference', name: 'Reference' },
      { id: 'b2', key: 'reference', name: 'Other reference' },
      { id: 'c3', name: 'Delivery date' },
      { id: 'd4', key: '  ', name: '' },
      { name: 'Delivery date' },
      {},
    ];
    const keys = normaliseFields(raw).map((f) => f.key);
    expect(keys).toEqual(['reference', 'reference_b2', 'delivery_date', 'd4', 'delivery_date_5', 'field_6']);
    expect(new Set(keys).size).toBe(keys.length);
    expect(normaliseFields(raw).map((f) => f.key)).toEqual(keys);
  });

  it('sends the server id, falling back to the server key, and names a nameless field after its key', () => {
    const [withId, withoutId] = normaliseFields([{ id: 'x', key: 'colour' }, { key: 'size' }]);
    expect(withId).toMatchObject({ id: 'x', name: 'colour' });
    expect(withoutId).toMatchObject({ id: 'size', key: 'size', serverKey: 'size', name: 'size' });
  });

  it('maps type aliases and falls back to text for unknown or missing types', () => {
    const types = normaliseFields([
      { key: 'a', type: 'plain_text' },
      { key: 'b', type: 'text_area' },
      { key: 'c', type: 'date_picker' },
      { key: 'd', type: 'dropdown' },
      { key: 'e', type: 'DateTime_Picker' },
      { key: 'f', type: 'multi_selection' },
      { key: 'g', type: 'signature' },
      { key: 'h' },
    ]).map((f) => f.type);
    expect(types).toEqual(['text', 'textarea', 'date', 'select', 'datetime_picker', 'multi_selection', 'text', 'text']);
  });

  it('reads `required` as an alias of `isRequired`', () => {
    const flags = normaliseFields([{ key: 'a', required: true }, { key: 'b', isRequired: true }, { key: 'c', required: false }, { key: 'd' }]).map((f) => f.isRequired);
    expect(flags).toEqual([true, true, false, false]);
  });

  it('gives text, number, date, boolean, select and multi_selection fields an empty default of their kind', () => {
    const defaults = normaliseFields(
      ['text', 'email', 'textarea', 'number', 'date', 'datetime_picker', 'boolean', 'select', 'multi_selection'].map((type) => ({ key: type, type })),
    ).map((f) => f.defaultValue);
    expect(defaults).toEqual(['', '', '', null, null, null, false, null, []]);
  });

  it('only offers options on select types', () => {
    const [text] = normaliseFields([{ key: 'a', type: 'text', options: ['x'] }]);
    expect(text!.options).toEqual([]);
  });
});

describe('normaliseOptions', () => {
  it('labels plain strings with themselves', () => {
    expect(normaliseOptions(['Card', 'Cash'])).toEqual([
      { label: 'Card', value: 'Card' },
      { label: 'Cash', value: 'Cash' },
    ]);
  });

  it('reads the value from `valueField` on objects, else value, id or label', () => {
    expect(normaliseOptions([{ label: 'Web app', code: 'web', value: 'ignored' }], 'code')).toEqual([{ label: 'Web app', value: 'web' }]);
    expect(normaliseOptions([{ label: 'Web', value: 'web' }, { name: 'API', id: 7 }, { label: 'Mobile' }])).toEqual([
      { label: 'Web', value: 'web' },
      { label: 'API', value: '7' },
      { label: 'Mobile', value: 'Mobile' },
    ]);
  });

  it('drops empty and repeated values and anything that is not a list', () => {
    expect(normaliseOptions(['a', '', 'a', null, { label: '' }])).toEqual([{ label: 'a', value: 'a' }]);
    expect(normaliseOptions('a,b')).toEqual([]);
    expect(normaliseOptions(undefined)).toEqual([]);
  });
});

describe('defaultValueFor', () => {
  const options = [
    { label: 'A', value: 'a' },
    { label: 'B', value: 'b' },
  ];

  it('keeps defaults that fit the type', () => {
    expect(defaultValueFor('text', 'hello', [])).toBe('hello');
    expect(defaultValueFor('number', 4, [])).toBe(4);
    expect(defaultValueFor('number', '2.5', [])).toBe(2.5);
    expect(defaultValueFor('date', '2026-03-01', [])).toBe('2026-03-01');
    expect(defaultValueFor('date', '2026-03-01T10:00:00Z', [])).toBe('2026-03-01');
    expect(defaultValueFor('datetime_picker', '2026-03-01T10:00:00Z', [])).toBe('2026-03-01T10:00:00Z');
    expect(defaultValueFor('boolean', true, [])).toBe(true);
    expect(defaultValueFor('boolean', 'true', [])).toBe(true);
    expect(defaultValueFor('select', 'b', options)).toBe('b');
    expect(defaultValueFor('multi_selection', ['a', 'b', 'a'], options)).toEqual(['a', 'b']);
    expect(defaultValueFor('multi_selection', 'a', options)).toEqual(['a']);
  });

  it('replaces defaults that do not fit with the empty value', () => {
    expect(defaultValueFor('text', { a: 1 }, [])).toBe('');
    expect(defaultValueFor('number', 'many', [])).toBeNull();
    expect(defaultValueFor('date', '2026-02-30', [])).toBeNull();
    expect(defaultValueFor('date', '01/03/26', [])).toBeNull();
    expect(defaultValueFor('datetime_picker', 'soon', [])).toBeNull();
    expect(defaultValueFor('boolean', 'yes', [])).toBe(false);
    expect(defaultValueFor('select', 'z', options)).toBeNull();
    expect(defaultValueFor('multi_selection', ['z', 'a'], options)).toEqual(['a']);
  });
});

describe('initialFieldValues', () => {
  it('turns date defaults into pickers’ dayjs values and copies lists', () => {
    const fields = normaliseFields([
      { key: 'day', type: 'date', defaultValue: '2026-03-01' },
      { key: 'when', type: 'datetime_picker', defaultValue: '2026-03-01T10:15:30.000Z' },
      { key: 'tags', type: 'multi_selection', options: ['x'], defaultValue: ['x'] },
      { key: 'ok', type: 'boolean' },
    ]);
    const values = initialFieldValues(fields);
    expect(dayjs.isDayjs(values.day) && values.day.format('YYYY-MM-DD')).toBe('2026-03-01');
    expect(dayjs.isDayjs(values.when) && values.when.toISOString()).toBe('2026-03-01T10:15:30.000Z');
    expect(values.tags).toEqual(['x']);
    expect(values.tags).not.toBe(fields[2]!.defaultValue);
    expect(values.ok).toBe(false);
  });
});

describe('serialiseFieldValue', () => {
  it('trims text and leaves out blank text', () => {
    expect(serialiseFieldValue(field({ type: 'text' }), '  late parcel ')).toBe('late parcel');
    expect(serialiseFieldValue(field({ type: 'email' }), ' maya@example.com ')).toBe('maya@example.com');
    expect(serialiseFieldValue(field({ type: 'textarea' }), '   ')).toBeUndefined();
  });

  it('sends numbers as numbers', () => {
    expect(serialiseFieldValue(field({ type: 'number' }), 0)).toBe(0);
    // Typed text goes as typed (a decimal comma as a point), so "129.90" keeps its trailing zero.
    expect(serialiseFieldValue(field({ type: 'number' }), '12.5')).toBe('12.5');
    expect(serialiseFieldValue(field({ type: 'number' }), ' 129,90 ')).toBe('129.90');
    expect(serialiseFieldValue(field({ type: 'number' }), 'twelve')).toBeUndefined();
    expect(serialiseFieldValue(field({ type: 'number' }), null)).toBeUndefined();
  });

  it('sends a date as YYYY-MM-DD of the chosen day and a date-time as an ISO instant', () => {
    expect(serialiseFieldValue(field({ type: 'date' }), dayjs('2026-03-09T23:30:00'))).toBe('2026-03-09');
    const picked = dayjs('2026-03-09T14:05:07');
    expect(serialiseFieldValue(field({ type: 'datetime_picker' }), picked)).toBe(picked.toISOString());
    expect(serialiseFieldValue(field({ type: 'datetime_picker' }), picked.toISOString())).toBe(picked.toISOString());
    expect(serialiseFieldValue(field({ type: 'date' }), null)).toBeUndefined();
  });

  it('sends booleans always, and options only when chosen', () => {
    expect(serialiseFieldValue(field({ type: 'boolean' }), true)).toBe(true);
    expect(serialiseFieldValue(field({ type: 'boolean' }), undefined)).toBe(false);
    expect(serialiseFieldValue(field({ type: 'select' }), 'card')).toBe('card');
    expect(serialiseFieldValue(field({ type: 'select' }), undefined)).toBeUndefined();
    expect(serialiseFieldValue(field({ type: 'multi_selection' }), ['late', 'damaged', 'late'])).toEqual(['late', 'damaged']);
    expect(serialiseFieldValue(field({ type: 'multi_selection' }), [])).toBeUndefined();
  });
});

describe('toComplaintFields', () => {
  it('builds {id, value} for every field holding a value, read by the unique key', () => {
    const fields = normaliseFields([
      { id: 'id-ref', key: 'ref', type: 'text' },
      { id: 'id-ref-2', key: 'ref', type: 'number' },
      { id: 'id-day', key: 'day', type: 'date_picker' },
      { id: 'id-ok', key: 'ok', type: 'boolean' },
      { id: 'id-pay', key: 'pay', type: 'dropdown', options: ['Card', 'Cash'] },
      { id: 'id-note', key: 'note', type: 'text_area' },
    ]);
    expect(fields[1]!.key).toBe('ref_id_ref_2');
    const payload = toComplaintFields(fields, { ref: 'A-1', ref_id_ref_2: 3, day: dayjs('2026-01-31T08:00:00'), ok: true, pay: 'Cash', note: '' });
    expect(payload).toEqual([
      { id: 'id-ref', value: 'A-1' },
      { id: 'id-ref-2', value: 3 },
      { id: 'id-day', value: '2026-01-31' },
      { id: 'id-ok', value: true },
      { id: 'id-pay', value: 'Cash' },
    ]);
  });

  it('sends unticked checkboxes as false and nothing else when the form is empty', () => {
    const fields = normaliseFields([{ id: 'a', key: 'a' }, { id: 'b', key: 'b', type: 'boolean' }]);
    expect(toComplaintFields(fields, undefined)).toEqual([{ id: 'b', value: false }]);
  });
});
