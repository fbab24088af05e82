// Module Federation remote: exposes ./feature (DESIGN §4); `npm run dev` also serves it standalone.
module.exports = require('@switchboard/shared/federation').createAppConfig({
  dir: __dirname,
  name: 'mfe_hub',
  port: 3004,
  title: 'Switchboard — Hub',
  exposes: { './feature': './src/feature.tsx' },
  htmlPublicPath: '/hub/',
});
