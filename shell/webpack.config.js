// The host app: no exposes; remotes are registered at runtime from /env.json (DESIGN §4).
module.exports = require('@switchboard/shared/federation').createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  title: 'Switchboard',
});
