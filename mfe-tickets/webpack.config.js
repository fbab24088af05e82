// Module Federation remote: exposes ./feature, which the shell loads at run time; `npm run dev` also serves it standalone.
module.exports = require('@switchboard/shared/federation').createRemoteConfig({ dir: __dirname, id: 'tickets', section: 'Tickets' });
