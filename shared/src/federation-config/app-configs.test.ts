/**
 * @jest-environment node
 */
// The webpack configurations the front ends build with. A remote is two compilations into one folder: the
// container the shell loads, and a standalone page without Module Federation (the customer hub's first visit
// carries no federation runtime or share scope, and its screens keep only the antd they import).
import { join } from 'node:path';

interface Plugin {
  constructor: { name: string };
  _options?: { name?: string; exposes?: Record<string, string>; remotes?: Record<string, string> };
}
interface Compilation {
  name: string;
  entry: Record<string, string>;
  dependencies?: string[];
  output: { path: string; clean: boolean; publicPath: string };
  plugins: Plugin[];
  devServer?: { port: number };
  optimization?: { splitChunks?: { cacheGroups?: Record<string, { test: RegExp; name: string }> } };
}
type ConfigFactory = (env: unknown, argv: { mode: string }) => Compilation | Compilation[];

const federation = require('../../federation/index.cjs') as {
  createAppConfig: (o: { dir: string; name: string; port: number; title: string }) => ConfigFactory;
  createRemoteConfig: (o: { dir: string; id: string; section: string; htmlPublicPath?: string; pageShips?: boolean }) => ConfigFactory;
};

const ROOT = join(__dirname, '../../..');
const pluginNames = (compilation: Compilation) => compilation.plugins.map((plugin) => plugin.constructor.name);

describe.each(['production', 'development'])('front-end webpack configurations (%s)', (mode) => {
  const hub = federation.createRemoteConfig({ dir: join(ROOT, 'mfe-hub'), id: 'hub', section: 'Hub', htmlPublicPath: '/hub/', pageShips: true })({}, { mode }) as Compilation[];

  it('builds a remote as its container and, after it, a standalone page into the same folder', () => {
    expect(hub.map((compilation) => compilation.name)).toEqual(['mfe_hub', 'mfe_hub_standalone']);
    const [container, standalone] = hub;
    expect(standalone.dependencies).toEqual(['mfe_hub']);
    expect(standalone.output.path).toBe(container.output.path);
    // The container empties the folder; the page, written after it, must not empty it again.
    expect(container.output.clean).toBe(true);
    expect(standalone.output.clean).toBe(false);
  });

  it('gives the container the exposed feature and no page, and the page no Module Federation', () => {
    const [container, standalone] = hub;
    const federationPlugin = container.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
    expect(federationPlugin?._options).toMatchObject({ name: 'mfe_hub', exposes: { './feature': './src/feature.tsx' } });
    expect(container.entry).toEqual({});
    expect(pluginNames(container)).not.toContain('HtmlWebpackPlugin');

    expect(pluginNames(standalone)).toContain('HtmlWebpackPlugin');
    expect(pluginNames(standalone)).not.toContain('ModuleFederationPlugin');
    expect(standalone.entry).toEqual({ main: join(ROOT, 'mfe-hub/src/index.ts') });
  });

  it('keeps what every screen of the standalone page runs in one framework chunk, and no component kit in it', () => {
    const framework = hub[1].optimization?.splitChunks?.cacheGroups?.framework;
    expect(framework?.name).toBe('framework');
    for (const pkg of ['react-dom', 'react', 'scheduler', 'react-router', 'i18next', 'react-i18next', 'zustand']) {
      expect(framework?.test.test(join(ROOT, 'node_modules', pkg, 'index.js'))).toBe(true);
    }
    for (const pkg of ['antd', '@ant-design/cssinjs', 'dayjs', 'react-is']) {
      expect(framework?.test.test(join(ROOT, 'node_modules', pkg, 'index.js'))).toBe(false);
    }
    // The container's chunks are the share scope's business: no such group there.
    expect(hub[0].optimization?.splitChunks?.cacheGroups?.framework).toBeUndefined();
  });

  it('ships the customer hub’s page: customers open it at /hub/', () => {
    const built = (require(join(ROOT, 'mfe-hub/webpack.config.js')) as ConfigFactory)({}, { mode }) as Compilation[];
    expect(built.map((compilation) => compilation.name)).toEqual(['mfe_hub', 'mfe_hub_standalone']);
  });

  it('builds an agent remote’s standalone page only for development: in production nobody opens it', () => {
    for (const id of ['tickets', 'settings', 'dashboard']) {
      const remote = federation.createRemoteConfig({ dir: join(ROOT, `mfe-${id}`), id, section: id })({}, { mode }) as Compilation[];
      const expected = mode === 'production' ? [`mfe_${id}`] : [`mfe_${id}`, `mfe_${id}_standalone`];
      expect(remote.map((compilation) => compilation.name)).toEqual(expected);
      expect(remote[0].devServer?.port).toBe({ tickets: 3001, settings: 3002, dashboard: 3003 }[id]);
    }
  });

  it('serves both compilations from the remote’s one dev-server port', () => {
    expect(hub[0].devServer?.port).toBe(3004);
    expect(hub[1].devServer).toBeUndefined();
  });

  it('keeps the shell one federated compilation with its page and its remotes registered at run time', () => {
    const shell = federation.createAppConfig({ dir: join(ROOT, 'shell'), name: 'shell', port: 3000, title: 'Switchboard' })({}, { mode }) as Compilation;
    expect(Array.isArray(shell)).toBe(false);
    expect(shell.entry).toEqual({ main: join(ROOT, 'shell/src/index.ts') });
    expect(pluginNames(shell)).toEqual(expect.arrayContaining(['ModuleFederationPlugin', 'HtmlWebpackPlugin']));
    expect(shell.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')?._options).toMatchObject({ name: 'shell', remotes: {} });
  });
});
