import { REMOTE_IDS, REMOTE_PREFIXES, REMOTE_SIDEBAR_ENTRIES, remoteCompatibility, SIDEBAR_ICONS, sidebarEntriesOfRemotes } from './remotes.js';

describe('remoteCompatibility', () => {
  it('lets a remote of the same major load, however many minors apart', () => {
    expect(remoteCompatibility('1.1.0', '1.1.0')).toEqual({ compatible: true, minorsApart: 0 });
    expect(remoteCompatibility('1.0.4', '1.2.0')).toEqual({ compatible: true, minorsApart: 2 });
    expect(remoteCompatibility('1.3.0-beta.1', '1.2.0')).toEqual({ compatible: true, minorsApart: 1 });
  });

  it('refuses a remote a major apart, and a version that is not semver', () => {
    expect(remoteCompatibility('2.0.0', '1.9.0')).toEqual({ compatible: false, reason: 'major' });
    expect(remoteCompatibility('0.9.0', '1.0.0')).toEqual({ compatible: false, reason: 'major' });
    expect(remoteCompatibility('^1.0.0', '1.0.0')).toEqual({ compatible: false, reason: 'invalid' });
    expect(remoteCompatibility('1.0', '1.0.0')).toEqual({ compatible: false, reason: 'invalid' });
  });
});

describe('sidebar entries of the remotes', () => {
  it('opens only paths its own remote serves, with a known icon and a unique id', () => {
    for (const id of REMOTE_IDS) {
      for (const entry of REMOTE_SIDEBAR_ENTRIES[id]) {
        expect(REMOTE_PREFIXES[id]).toContain(entry.path.split('/')[1]);
        expect(SIDEBAR_ICONS).toContain(entry.icon);
      }
    }
    const ids = sidebarEntriesOfRemotes().map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sorts the entries of all remotes by their declared order', () => {
    expect(sidebarEntriesOfRemotes().map((entry) => entry.id)).toEqual(['dashboard', 'tickets', 'categories', 'customers', 'settings']);
  });
});
