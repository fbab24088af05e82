import { columnMemoryKey, readColumnChoices, shownColumns, writeColumnChoices } from './column-memory.js';

beforeEach(() => localStorage.clear());

const COLUMNS = [
  { key: 'a', defaultShown: true },
  { key: 'b', defaultShown: false },
  { key: 'c', defaultShown: true },
];

it('keeps each agent\'s choice per list in localStorage, and falls back to the defaults for columns never chosen', () => {
  writeColumnChoices('tickets', 'u1', { a: false, b: true });
  expect(localStorage.getItem(columnMemoryKey('tickets', 'u1'))).toBe('{"a":false,"b":true}');
  expect(shownColumns(COLUMNS, readColumnChoices('tickets', 'u1'))).toEqual(['b', 'c']);
  expect(readColumnChoices('tickets', 'u2')).toEqual({});
  expect(readColumnChoices('customers', 'u1')).toEqual({});
  expect(shownColumns(COLUMNS, {})).toEqual(['a', 'c']);
  writeColumnChoices('tickets', 'u1', {});
  expect(localStorage.getItem(columnMemoryKey('tickets', 'u1'))).toBeNull();
});

it('copes with no agent, garbage or odd values stored', () => {
  writeColumnChoices('tickets', null, { a: false });
  expect(localStorage.length).toBe(0);
  expect(readColumnChoices('tickets', null)).toEqual({});
  localStorage.setItem(columnMemoryKey('tickets', 'u1'), '{not json');
  expect(readColumnChoices('tickets', 'u1')).toEqual({});
  localStorage.setItem(columnMemoryKey('tickets', 'u1'), '["a"]');
  expect(readColumnChoices('tickets', 'u1')).toEqual({});
  localStorage.setItem(columnMemoryKey('tickets', 'u1'), '{"a":false,"b":"yes"}');
  expect(readColumnChoices('tickets', 'u1')).toEqual({ a: false });
});
