// Module Federation remote: exposes ./feature (DESIGN §4); `npm run dev` also serves it standalone.
module.exports = require('@switchboard/shared/federation').createAppConfig({
  dir: __dirname,
  name: 'mfe_settings',
  port: 3002,
  title: 'Switchboard — Settings',
  exposes: { './feature': './src/feature.tsx' },
  htmlPublicPath: '/mfe/settings/',
});
