// Module Federation remote: exposes ./feature; `npm run dev` also serves it standalone.
// Served at /hub/, not under /mfe/: customers open it as an app of its own, so its page ships.
const appConfigs = require('@switchboard/shared/federation').createRemoteConfig({ dir: __dirname, id: 'hub', section: 'Hub', htmlPublicPath: '/hub/', pageShips: true });

// The country picker's ~270 flag SVGs stay separate files fetched only when a flag is shown; the
// shared rule would inline the small ones as data URLs into the picker's chunk.
const FLAGS = /[\\/]flag-icons[\\/]flags[\\/]/;

module.exports = (env, argv) =>
  appConfigs(env, argv).map((config) => {
    for (const rule of config.module.rules) {
      if (rule.test instanceof RegExp && rule.test.test('x.svg')) rule.exclude = FLAGS;
    }
    config.module.rules.push({ test: /\.svg$/i, include: FLAGS, type: 'asset/resource', generator: { filename: 'flags/[name].[contenthash:8][ext]' } });
    return config;
  });
