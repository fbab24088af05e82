// The host and every remote must declare the same singletons with the same required versions:
// otherwise Module Federation would load a second React, router, antd or session store.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const federation = require('../../federation/index.cjs') as {
  SHARED_SUBPATHS: string[];
  PER_REMOTE_SUBPATHS: string[];
  SINGLETONS: Array<[string, string]>;
  sharedSingletons: (deps: Record<string, string>) => Record<string, { singleton: boolean; requiredVersion: string | false }>;
};

const ROOT = join(__dirname, '../../..');
const APPS = ['shell', 'mfe-tickets', 'mfe-settings', 'mfe-dashboard', 'mfe-hub'];
const depsOf = (app: string): Record<string, string> =>
  JSON.parse(readFileSync(join(ROOT, app, 'package.json'), 'utf8')).dependencies;

describe('Module Federation shared map', () => {
  it('is identical for the host and every remote, so each package is negotiated once', () => {
    const [host, ...remotes] = APPS.map((app) => federation.sharedSingletons(depsOf(app)));
    for (const remote of remotes) expect(remote).toEqual(host);
  });

  it('makes React, the router, antd, i18next, zustand and every shared subpath singletons', () => {
    const shared = federation.sharedSingletons(depsOf('shell'));
    for (const key of ['react', 'react/', 'react-dom', 'react-dom/', 'react-router-dom', 'antd', '@ant-design/cssinjs', 'zustand', 'i18next', 'react-i18next', 'dayjs']) {
      expect(shared[key]).toMatchObject({ singleton: true });
      expect(shared[key].requiredVersion).toMatch(/^\d/);
    }
    for (const sub of ['session', 'i18n', 'client', 'permissions', 'format', 'antd-signed-in', 'antd-table', 'antd-date', 'antd-details']) {
      expect(shared[`@switchboard/shared/${sub}`]).toMatchObject({ singleton: true });
    }
  });

  it('covers every subpath @switchboard/shared exports to front ends, shared or bundled per remote on purpose', () => {
    const exportsMap = JSON.parse(readFileSync(join(ROOT, 'shared/package.json'), 'utf8')).exports as Record<string, unknown>;
    const frontEndSubpaths = Object.keys(exportsMap)
      .filter((key) => key !== './federation' && key !== './package.json')
      .map((key) => key.slice(2));
    expect([...federation.SHARED_SUBPATHS, ...federation.PER_REMOTE_SUBPATHS].sort()).toEqual(frontEndSubpaths.sort());
  });

  it('provides antd and the router through their kits, and leaves react-router itself to the router kit', () => {
    const shared = federation.sharedSingletons(depsOf('shell')) as Record<string, { import?: string }>;
    expect(shared.antd.import).toMatch(/antd-kit\.js$/);
    expect(shared['react-router-dom'].import).toMatch(/router-kit\.js$/);
    expect(shared['react-router']).toBeUndefined();
  });

  it('has every app provide the signed-in antd components by path, so the host serves them against its own antd contexts', () => {
    // Without an import path an app that never imports the module (the shell) would not provide it, and the
    // remote's copy would run against the remote's ConfigProvider: no theme, locale or direction (e2e: RTL table).
    for (const app of APPS) {
      const shared = federation.sharedSingletons(depsOf(app)) as Record<string, { import?: string; version?: string }>;
      for (const sub of ['antd-signed-in', 'antd-table', 'antd-date', 'antd-details']) {
        expect(shared[`@switchboard/shared/${sub}`].import).toMatch(new RegExp(`shared/dist/${sub}/index\\.js$`));
        expect(shared[`@switchboard/shared/${sub}`].version).toMatch(/^\d/);
      }
    }
  });

  it('leaves the stateless subpaths (thread, CRUD kit, ui, contracts) out of the share scope, so each app tree-shakes them', () => {
    // Shared, the CRUD kit was one chunk fetched whole by the sign-in screen for one hook (and the heavy
    // antd components with it); bundled, a screen carries only what it imports.
    const shared = federation.sharedSingletons(depsOf('mfe-hub'));
    for (const sub of ['thread', 'crud', 'ui', 'contracts']) expect(shared[`@switchboard/shared/${sub}`]).toBeUndefined();
  });

  it('refuses an app that does not depend on a singleton it would share', () => {
    const { react: _react, ...withoutReact } = depsOf('shell');
    expect(() => federation.sharedSingletons(withoutReact)).toThrow(/react/);
  });
});
