// Module Federation remote: exposes ./feature; `npm run dev` also serves it standalone.
module.exports = require('@switchboard/shared/federation').createAppConfig({
  dir: __dirname,
  name: 'mfe_tickets',
  port: 3001,
  title: 'Switchboard — Tickets',
  exposes: { './feature': './src/feature.tsx' },
  htmlPublicPath: '/mfe/tickets/',
});
