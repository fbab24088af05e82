import { hasAll, hasAny } from './has.js';

const agent = ['tickets:tickets:view', 'tickets:tickets:add', 'tickets:comments:add'];
const viewerOnly = ['tickets:tickets:view'];

describe('hasAny', () => {
  it('opens a route that requires nothing, even with no permissions', () => {
    expect(hasAny([], [])).toBe(true);
    expect(hasAny(undefined, undefined)).toBe(true);
    expect(hasAny(null, [])).toBe(true);
  });

  it('closes a route when the user holds nothing and something is required', () => {
    expect(hasAny(undefined, ['tickets:tickets:view'])).toBe(false);
    expect(hasAny([], ['tickets:tickets:view'])).toBe(false);
  });

  it('opens a route needing several permissions when any one is held', () => {
    expect(hasAny(viewerOnly, ['directory:users:view', 'tickets:tickets:view'])).toBe(true);
    expect(hasAny(agent, ['tickets:comments:add'])).toBe(true);
  });

  it('closes a route when none of the required permissions is held', () => {
    expect(hasAny(viewerOnly, ['tickets:tickets:add'])).toBe(false);
    expect(hasAny(agent, ['organization:settings:view', 'directory:users:view'])).toBe(false);
  });
});

describe('hasAll', () => {
  it('requires every listed permission', () => {
    expect(hasAll(agent, ['tickets:tickets:view', 'tickets:tickets:add'])).toBe(true);
    expect(hasAll(viewerOnly, ['tickets:tickets:view', 'tickets:tickets:add'])).toBe(false);
  });

  it('treats an empty requirement as open and no held permissions as closed', () => {
    expect(hasAll([], [])).toBe(true);
    expect(hasAll(undefined, ['tickets:tickets:view'])).toBe(false);
  });
});
