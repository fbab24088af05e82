// The host app: no exposes; remotes are registered at runtime from the URLs in /env.json.
module.exports = require('@switchboard/shared/federation').createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  title: 'Switchboard',
});
