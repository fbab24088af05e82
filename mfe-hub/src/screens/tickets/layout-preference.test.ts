import { LAYOUT_STORAGE_KEY, readTicketsLayout, saveTicketsLayout } from './layout-preference';

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

it('is the list until something is remembered', () => {
  expect(readTicketsLayout()).toBe('list');
});

it('remembers the grid under hub.ticketsLayout', () => {
  saveTicketsLayout('grid');
  expect(localStorage.getItem('hub.ticketsLayout')).toBe('grid');
  expect(readTicketsLayout()).toBe('grid');
});

it('ignores an unknown stored value', () => {
  localStorage.setItem(LAYOUT_STORAGE_KEY, 'table');
  expect(readTicketsLayout()).toBe('list');
});

it('survives a browser that refuses storage', () => {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('blocked');
  });
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('blocked');
  });
  expect(() => saveTicketsLayout('grid')).not.toThrow();
  expect(readTicketsLayout()).toBe('list');
});
