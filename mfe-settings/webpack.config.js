// Module Federation remote: exposes ./feature, which the shell loads at run time; `npm run dev` also serves it standalone.
module.exports = require('@switchboard/shared/federation').createAppConfig({
  dir: __dirname,
  name: 'mfe_settings',
  port: 3002,
  title: 'Switchboard — Settings',
  exposes: { './feature': './src/feature.tsx' },
  htmlPublicPath: '/mfe/settings/',
});
