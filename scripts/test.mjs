#!/usr/bin/env node
// `npm test`: every layer, failing if any fails.
//   1. system packages the suites need (chromium, postgresql, redis-server)
//   2. production build of every package (the api imports shared from dist; e2e runs the build)
//   3. type checks, unit tests of every package, the api suite on PGlite and on PostgreSQL
//   4. e2e journeys in Chromium against the production build
import { run, buildWorkspaces } from './run.mjs';
import { BUILDS } from './workspaces.mjs';

const timings = [];
async function step(name, fn) {
  const started = Date.now();
  console.log(`\n━━ ${name}`);
  await fn();
  timings.push([name, (Date.now() - started) / 1000]);
}

try {
  await step('system packages', () => run('bash', ['scripts/install-system-deps.sh']));
  await step('build', () => buildWorkspaces(BUILDS.map(([ws]) => ws)));
  await step('typecheck', () => run('npx', ['lerna', 'run', 'typecheck', '--concurrency', '2', '--loglevel', 'warn']));
  await step('unit and api tests', () =>
    run('npx', ['lerna', 'run', 'test', '--concurrency', '1', '--ignore', '@switchboard/e2e', '--loglevel', 'warn']),
  );
  await step('e2e', () => run('npm', ['run', 'test', '-w', '@switchboard/e2e']));
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
} finally {
  console.log('\nTimings:');
  for (const [name, seconds] of timings) console.log(`  ${name.padEnd(22)} ${seconds.toFixed(1)} s`);
}
