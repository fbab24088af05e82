// Module Federation remote: exposes ./feature, which the shell loads at run time; `npm run dev` also serves it standalone.
module.exports = require('@switchboard/shared/federation').createAppConfig({
  dir: __dirname,
  name: 'mfe_dashboard',
  port: 3003,
  title: 'Switchboard — Dashboard',
  exposes: { './feature': './src/feature.tsx' },
  htmlPublicPath: '/mfe/dashboard/',
});
