// The host app: no exposes; remotes are registered at runtime from /env.json (DESIGN §4).
const buildConfig = require('@switchboard/shared/federation').createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  title: 'Switchboard',
});

module.exports = (env, argv) => {
  const config = buildConfig(env, argv);
  // webpack 5.111 + Module Federation fails on [contenthash] in output.filename for the host too
  // (module-federation/core#5077): the entry keeps a plain name and index.html busts caches with
  // `?<hash>`; lazy chunks stay content-hashed through chunkFilename.
  if (String(config.output.filename).includes('[contenthash')) {
    config.output.filename = '[name].js';
    const html = config.plugins.find((plugin) => plugin.constructor.name === 'HtmlWebpackPlugin');
    // The plugin resolves its options in its constructor: set the processed options too.
    if (html) html.userOptions.hash = html.options.hash = true;
  }
  return config;
};
