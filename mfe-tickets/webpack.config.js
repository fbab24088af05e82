// Module Federation remote: exposes ./feature (DESIGN §4); `npm run dev` also serves it standalone.
const buildConfig = require('@switchboard/shared/federation').createAppConfig({
  dir: __dirname,
  name: 'mfe_tickets',
  port: 3001,
  title: 'Switchboard — Tickets',
  exposes: { './feature': './src/feature.tsx' },
  htmlPublicPath: '/mfe/tickets/',
});

module.exports = (env, argv) => {
  const config = buildConfig(env, argv);
  // webpack 5.111 with MF `exposes` fails on [contenthash] in output.filename (module-federation/core#5077):
  // entry chunks keep plain names; lazy chunks stay content-hashed through chunkFilename.
  if (String(config.output.filename).includes('[contenthash')) config.output.filename = '[name].js';
  return config;
};
