#!/usr/bin/env node
// `npm run bench`: every benchmark in this folder, one after another.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
for (const script of ['first-load.mjs', 'tickets-search.mjs', 'push-delivery.mjs', 'sla.mjs', 'analytics.mjs']) {
  console.log(`\n== ${script}`);
  const { status } = spawnSync(process.execPath, [join(here, script)], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
