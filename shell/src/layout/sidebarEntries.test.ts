import { ALL_PERMISSIONS, BUILT_IN_ROLES } from '@switchboard/shared/contracts';
import { activeEntryId, visibleEntries } from './sidebarEntries';

const ids = (permissions: readonly string[]) => visibleEntries(permissions).map((entry) => entry.id);

describe('visibleEntries (spec §2 sidebar table)', () => {
  it('shows all five entries, in order, to an administrator', () => {
    expect(ids(ALL_PERMISSIONS)).toEqual(['dashboard', 'tickets', 'categories', 'customers', 'settings']);
  });

  it('shows only Tickets to a user holding only tickets view', () => {
    expect(ids(['tickets:tickets:view'])).toEqual(['tickets']);
  });

  it('opens Settings with any one settings permission, e.g. roles view', () => {
    expect(ids(['directory:roles:view'])).toEqual(['settings']);
    expect(ids(['integrations:oauths:view'])).toEqual(['settings']);
  });

  it('opens Dashboard with either analytics view', () => {
    expect(ids(['analytics:trendDashboard:view'])).toEqual(['dashboard']);
    expect(ids(['analytics:statusDashboard:view'])).toEqual(['dashboard']);
  });

  it('shows nothing without permissions, or with permissions that open no entry', () => {
    expect(ids([])).toEqual([]);
    expect(ids(['tickets:tickets:add', 'directory:roles:edit'])).toEqual([]);
  });

  it('gives the built-in Agent role its areas; status view alone opens settings', () => {
    expect(ids(BUILT_IN_ROLES.Agent)).toEqual(['dashboard', 'tickets', 'categories', 'customers', 'settings']);
    expect(ids(['tickets:status:view'])).toEqual(['settings']);
  });

  it('highlights the entry owning the current path', () => {
    expect(activeEntryId('/tickets/details/42')).toBe('tickets');
    expect(activeEntryId('/settings/roles/list')).toBe('settings');
    expect(activeEntryId('/permission')).toBeUndefined();
  });
});
