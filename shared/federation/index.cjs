// Node-only build helpers shared by every front-end webpack config.
// One place decides what is shared as a singleton and how an app is bundled, so the
// host and every remote negotiate the same React, router, antd, i18next and store.
'use strict';
const path = require('node:path');
const fs = require('node:fs');

/**
 * The modules of antd components only signed-in screens use, provided beside the antd kit: the frame's and
 * lists' (`antd-signed-in`), the table (`antd-table`), the date picker (`antd-date`), and what only details,
 * editors and settings draw (`antd-details`). Each is fetched whole by the first screen that draws any of its components.
 */
const ANTD_SIGNED_IN_MODULES = ['antd-signed-in', 'antd-table', 'antd-date', 'antd-details'];

/** Subpaths of @switchboard/shared that hold page-wide state (each must be one instance in the page), and the antd modules above. */
const SHARED_SUBPATHS = ['client', 'session', 'i18n', 'permissions', 'format', ...ANTD_SIGNED_IN_MODULES];

/**
 * Subpaths deliberately left out of the share scope: stateless code each app bundles. A shared module is
 * one chunk of everything it exports, fetched whole by the first screen that touches any of it (the sign-in
 * screen fetched the CRUD kit's table through one hook); bundled, webpack keeps only what a screen imports
 * and splits it with that screen's lazy chunk. `ui` (providers, theme tokens, sign-in form), `crud`
 * (list/details kit), `thread` (message card, lazy reply editor) and `contracts` (paths, limits, TypeBox
 * schemas) keep their state in the shared subpaths they import (session: leave guards; i18n; format: the
 * date display format); their antd comes from the shared kit.
 * `contracts/permission-labels` (the catalog's names in ten languages) is plain data the api serves
 * labelled; a screen that imported it would carry it in its own chunk, never in a first load.
 */
const PER_REMOTE_SUBPATHS = ['ui', 'crud', 'thread', 'contracts', 'contracts/permission-labels'];

/**
 * Packages that must exist once in the page; each entry: [import key, package name].
 * `@ant-design/icons` is deliberately absent: icons hold no shared state, and each app bundling the
 * few it uses (tree-shaken) is ~175 KB gzip smaller than sharing the whole set.
 * zustand is shared by its main entry only: its stores live in `@switchboard/shared/session`, and its own
 * parts (`zustand/vanilla`, `zustand/react`) shared one by one were three downloads on every first visit.
 */
const SINGLETONS = [
  ['react', 'react'],
  ['react/', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'],
  ['react-router-dom', 'react-router-dom'],
  ['antd', 'antd'],
  ['@ant-design/cssinjs', '@ant-design/cssinjs'],
  ['zustand', 'zustand'],
  ['i18next', 'i18next'],
  ['react-i18next', 'react-i18next'],
  ['dayjs', 'dayjs'],
  ['dayjs/', 'dayjs'],
];

/**
 * The Module Federation `shared` map, identical in every app.
 * @param {Record<string,string>} deps the app's package.json dependencies (requiredVersion source)
 */
function sharedSingletons(deps) {
  const shared = {};
  for (const [key, pkg] of SINGLETONS) {
    const requiredVersion = deps[pkg];
    if (!requiredVersion) throw new Error(`sharedSingletons: the app must depend on ${pkg}`);
    shared[key] = { singleton: true, requiredVersion, strictVersion: false };
  }
  // antd and the router are provided through kits of what is in use (see antd-kit.js, router-kit.js).
  shared.antd = { ...shared.antd, import: ANTD_KIT, version: require('antd/package.json').version };
  shared['react-router-dom'] = { ...shared['react-router-dom'], import: ROUTER_KIT, version: require('react-router-dom/package.json').version };
  for (const sub of SHARED_SUBPATHS) {
    shared[`@switchboard/shared/${sub}`] = { singleton: true, requiredVersion: false };
  }
  // Provided by every app, by path, even by an app that never imports it (the shell): a package request
  // is only provided where some module imports it, and a remote's copy would run against that remote's
  // antd contexts instead of the kit the host provides.
  for (const sub of ANTD_SIGNED_IN_MODULES) {
    const key = `@switchboard/shared/${sub}`;
    shared[key] = { ...shared[key], import: path.join(__dirname, `../dist/${sub}/index.js`), version: require('../package.json').version };
  }
  return shared;
}

/** The packages every screen of a standalone page runs, kept in one chunk of their own. */
const FRAMEWORK_MODULES = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|zustand|use-sync-external-store)[\\/]/;

/** The module provided to the share scope as `antd`. */
const ANTD_KIT = path.join(__dirname, 'antd-kit.js');

/** The module provided to the share scope as `react-router-dom` (`react-router` itself is bundled into it, not shared). */
const ROUTER_KIT = path.join(__dirname, 'router-kit.js');

/** Dev-server ports of `npm run dev`; env.json points the shell at them. */
const DEV_PORTS = { api: 8080, shell: 3000, tickets: 3001, settings: 3002, dashboard: 3003, hub: 3004 };

/** env.json served by every dev server (API base URL and each remote's manifest URL on its dev port). */
function devEnvJson() {
  const apiOrigin = process.env.DEV_API_ORIGIN || `http://localhost:${DEV_PORTS.api}`;
  const remote = (id) => `http://localhost:${DEV_PORTS[id]}/mf-manifest.json`;
  return {
    apiBaseUrl: `${apiOrigin}/api/`,
    baseUrl: `http://localhost:${DEV_PORTS.shell}/`,
    environment: 'development',
    supportEmailDomain: 'support.localhost',
    genesysImplicitClientId: '',
    organizationId: '',
    docsBaseUrl: `${apiOrigin}/docs/`,
    remotes: { tickets: remote('tickets'), settings: remote('settings'), dashboard: remote('dashboard'), hub: remote('hub') },
  };
}

/**
 * What every front-end compilation has in common: TypeScript through swc, assets, Brotli beside each file
 * in production, swc's minifier, V8's compile-everything hint on each script, deterministic ids, hashed
 * lazy chunks.
 * @param {object} o
 * @param {string} o.dir        the app's folder
 * @param {string} o.name       the compilation's name (webpack `name`) and the runtime's `uniqueName`
 * @param {boolean} o.production
 * @param {boolean} o.isRemote  chunks are found relative to the script that loads them
 */
function baseConfig({ dir, name, production, isRemote }) {
  const MinimizerPlugin = require('minimizer-webpack-plugin');
  const CompressionPlugin = require('compression-webpack-plugin');
  const webpack = require('webpack');
  const zlib = require('node:zlib');
  return {
    name,
    mode: production ? 'production' : 'development',
    // Relative paths (exposes) resolve against the app, whichever folder the build starts in.
    context: dir,
    devtool: production ? false : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: path.join(dir, 'dist'),
      // Remotes find their chunks relative to the manifest wherever they are deployed.
      publicPath: isRemote ? 'auto' : '/',
      uniqueName: name,
      // Entry files keep plain names: webpack 5.111 with Module Federation fails on [contenthash]
      // in output.filename (module-federation/core#5077). index.html busts the cache of main.js
      // with `?<hash>`, remoteEntry.js and mf-manifest.json are served no-cache, and every lazy
      // chunk stays content-hashed (immutable).
      filename: '[name].js',
      // Hashed in development too: there chunks are named after their modules, and a kit's provided
      // chunk and its fallback chunk share a name with different content (a webpack asset conflict).
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
      ],
    },
    plugins: [
      // Every shipped script asks V8 to compile all its functions at once, as it streams in, on a
      // background thread: each chunk is loaded because its screen runs it, and compiling function by
      // function as they are first called is main-thread work the first screen waits for. Added after
      // the minifier (which drops comments) and before the content hash and Brotli.
      ...(production
        ? [
            new webpack.BannerPlugin({
              banner: '//# allFunctionsCalledOnLoad',
              raw: true,
              test: /\.js$/,
              stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
            }),
          ]
        : []),
      // Brotli at its best quality once, at build time, beside each file: the server sends `x.js.br`
      // to browsers that take it instead of compressing every response on the fly at a fast level
      // (~15% fewer bytes on a first visit, and no compression work per request).
      ...(production
        ? [
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: /\.(js|css|html|json|svg)$/,
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              threshold: 1024,
              minRatio: 0.9,
            }),
          ]
        : []),
    ],
    performance: { hints: false },
    optimization: {
      moduleIds: 'deterministic',
      // swc minifies several times faster than terser on two cores, for a like-sized bundle.
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: true, mangle: true }, extractComments: false })],
    },
  };
}

/** The Module Federation plugin with the options every app shares; `options` adds exposes or remotes. */
function federationPlugin(name, deps, options) {
  const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
  return new ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    manifest: true,
    dts: false,
    shareStrategy: 'loaded-first',
    ...options,
    // Browsers only: the runtime leaves out its Node script loader (1.5 KB off every entry).
    experiments: { optimization: { target: 'web' } },
    shared: sharedSingletons(deps),
  });
}

/** The page that starts an app's `main` entry. */
function pagePlugin({ title, production, htmlPublicPath }) {
  const HtmlWebpackPlugin = require('html-webpack-plugin');
  return new HtmlWebpackPlugin({
    template: path.join(__dirname, 'index.html'),
    title,
    publicPath: production ? htmlPublicPath || '/' : '/',
    chunks: ['main'],
    hash: production,
  });
}

/** The dev server of one app's port: env.json pointing at the other dev servers, open to the shell's origin. */
function devServer(port) {
  return {
    port,
    host: 'localhost',
    historyApiFallback: true,
    hot: false,
    liveReload: true,
    client: { overlay: { warnings: false, errors: true } },
    // Remotes are fetched by the shell from another port.
    headers: { 'Access-Control-Allow-Origin': '*' },
    setupMiddlewares: (middlewares, server) => {
      server.app.get('/env.json', (_req, res) => res.json(devEnvJson()));
      return middlewares;
    },
  };
}

const readDependencies = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).dependencies;

/**
 * The host's webpack configuration: the shell's page and `main` entry, remotes registered at run time.
 * @param {object} o
 * @param {string} o.dir    the shell's folder (__dirname of its webpack.config.js)
 * @param {string} o.name   federation name ('shell')
 * @param {number} o.port   dev-server port
 * @param {string} o.title  HTML title
 */
function createAppConfig(o) {
  const deps = readDependencies(o.dir);
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const config = baseConfig({ dir: o.dir, name: o.name, production, isRemote: false });
    config.entry = { main: path.join(o.dir, 'src/index.ts') };
    config.plugins.unshift(
      federationPlugin(o.name, deps, { remotes: {} }),
      pagePlugin({ title: o.title, production }),
    );
    config.devServer = devServer(o.port);
    return config;
  };
}

/**
 * A remote's compilations, written to one `dist/`:
 * - the container `mfe_<id>` (as `REMOTE_CONTAINERS` in contracts names it): `remoteEntry.js`, the manifest and
 *   `./feature` for the shell.
 * - the standalone page (`index.html`, `main.js`): the same feature without Module Federation, so a page that
 *   loads nothing from elsewhere carries no federation runtime or share scope, and webpack keeps only the antd, router and
 *   shared code its screens import. Customers open the hub this way at /hub/, so its page ships; an agent
 *   remote's page serves only `npm run dev` of that remote alone, so a production build leaves it out (nobody
 *   opens it, and it doubled the remote's build time and files).
 * @param {object} o
 * @param {string} o.dir     the remote's folder (__dirname of its webpack.config.js)
 * @param {'tickets'|'settings'|'dashboard'|'hub'} o.id  the remote's id
 * @param {string} o.section what the standalone page's title names after "Switchboard — "
 * @param {string} [o.htmlPublicPath] where the standalone page finds its scripts (`/mfe/<id>/` unless told)
 * @param {boolean} [o.pageShips] whether production builds the standalone page too (people open it directly)
 */
function createRemoteConfig({ dir, id, section, htmlPublicPath = `/mfe/${id}/`, pageShips = false }) {
  const name = `mfe_${id}`;
  const deps = readDependencies(dir);
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const container = baseConfig({ dir, name, production, isRemote: true });
    // The container plugin adds the only entry this compilation has.
    container.entry = {};
    container.plugins.unshift(federationPlugin(name, deps, { exposes: { './feature': './src/feature.tsx' } }));
    // One dev server for both compilations (webpack-cli gives it the multi-compiler).
    container.devServer = devServer(DEV_PORTS[id]);
    if (production && !pageShips) return [container];

    const standalone = baseConfig({ dir, name: `${name}_standalone`, production, isRemote: true });
    // Written after the container, into the folder it cleaned.
    standalone.dependencies = [name];
    standalone.output.clean = false;
    standalone.entry = { main: path.join(dir, 'src/index.ts') };
    // What every screen of the page runs (React, the router, i18next, the session store) in one chunk:
    // the page's first script may ask for a screen beside the app's bootstrap, and webpack would
    // otherwise cut these into a few smaller chunks shared by either (more requests, less compression).
    standalone.optimization.splitChunks = {
      cacheGroups: {
        framework: { test: FRAMEWORK_MODULES, name: 'framework', chunks: 'async', priority: 20, enforce: true },
      },
    };
    standalone.plugins.unshift(pagePlugin({ title: `Switchboard — ${section}`, production, htmlPublicPath }));
    return [container, standalone];
  };
}

module.exports = {
  SHARED_SUBPATHS,
  PER_REMOTE_SUBPATHS,
  SINGLETONS,
  ANTD_KIT,
  ANTD_SIGNED_IN_MODULES,
  ROUTER_KIT,
  DEV_PORTS,
  sharedSingletons,
  devEnvJson,
  createAppConfig,
  createRemoteConfig,
};
