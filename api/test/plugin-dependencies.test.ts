import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { directoryArea } from '../src/features/directory/index.js';
import { hubArea } from '../src/features/hub/index.js';
import { organizationArea } from '../src/features/organization/index.js';
import { ticketsArea } from '../src/features/tickets/index.js';

// An area names the services it reads from the instance; registered without them, the app must refuse
// to start instead of failing on the first request that needs one.
for (const [name, areaPlugin] of [
  ['tickets', ticketsArea],
  ['hub', hubArea],
  ['directory', directoryArea],
  ['organization', organizationArea],
] as const) {
  test(`the ${name} area registered without the services it names stops the start`, async () => {
    const app = Fastify({ logger: false });
    app.register(areaPlugin);
    await assert.rejects(async () => {
      await app.ready();
    }, { code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED' });
    await app.close().catch(() => undefined);
  });
}
