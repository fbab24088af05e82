// Module Federation remote: exposes ./feature (DESIGN §4); `npm run dev` also serves it standalone.
module.exports = require('@switchboard/shared/federation').createAppConfig({
  dir: __dirname,
  name: 'mfe_dashboard',
  port: 3003,
  title: 'Switchboard — Dashboard',
  exposes: { './feature': './src/feature.tsx' },
  htmlPublicPath: '/mfe/dashboard/',
});
