#!/usr/bin/env node
// `npm test`: every layer, failing if any fails.
//   1. system packages the suites need (chromium, postgresql, redis-server)
//   2. the build, lint, type checks, the tickets remote's unit tests and the api suite on PGlite and on
//      PostgreSQL, as jobs on a pool of two workers (one per core): each job is mostly one busy
//      process, so two at a time halve the wall time without making any job wait on the other
//   3. e2e journeys in Chromium against the production build, at normal priority (they measure real
//      timings); they keep about three quarters of the two cores busy, so the last unit-test jobs run
//      beside them one at a time under the idle scheduling class (`chrt --idle 0`: only on CPU time nothing
//      else wants; `nice -n 19` where chrt is missing), on what the journeys leave idle
// Jobs run in the order listed, longest first, once what they need is done; each job's output is
// printed in one block when it ends, so parallel jobs never interleave their lines.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { run, buildWorkspaces } from './run.mjs';
import { BUILDS, ROOT } from './workspaces.mjs';

const WORKERS = Math.max(1, Math.min(2, Number(process.env.TEST_WORKERS) || availableParallelism()));
const FRONT_ENDS = ['mfe-tickets', 'mfe-hub', 'shared', 'shell', 'mfe-settings', 'mfe-dashboard'];

/** @type {{ name: string, needs?: string[], command: [string, string[], object?] | (() => Promise<void>) }[]} */
const JOBS = [
  { name: 'build', command: () => buildWorkspaces(BUILDS.map(([ws]) => ws)) },
  { name: 'api on PGlite', needs: ['build'], command: ['node', ['scripts/run-tests.mjs', '--pglite-only'], { cwd: `${ROOT}/api` }] },
  ...FRONT_ENDS.slice(0, 1).map((ws) => ({ name: `unit ${ws}`, command: ['npm', ['test', '--silent', '-w', `@switchboard/${ws}`]] })),
  { name: 'typecheck', command: ['npx', ['lerna', 'run', 'typecheck', '--concurrency', '1', '--loglevel', 'warn']] },
  { name: 'api on PostgreSQL', needs: ['build'], command: ['node', ['scripts/run-tests.mjs', '--postgres-only'], { cwd: `${ROOT}/api` }] },
  // Not before the build: the api suites, the longest jobs, need it and must take both workers the
  // moment it ends (a cold lint cache makes lint ~50 s, longer than what else fills the other worker).
  { name: 'lint', needs: ['build'], command: ['npm', ['run', 'lint', '--silent']] },
];

/**
 * How a job beside the journeys is started. Under `nice -n 19` the journeys ran ~20 % slower (a niced
 * task still takes its turn on a busy core); the idle class gave them back their time alone (390 s
 * against 372–377 s) while the five unit suites still ended inside them.
 */
const IDLE_PRIORITY = spawnSync('chrt', ['--idle', '0', 'true']).status === 0 ? ['chrt', '--idle', '0'] : ['nice', '-n', '19'];

/** The other unit suites: they wait for the e2e phase and run beside the journeys on idle CPU (or in the pool when there is no e2e). */
const BESIDE_E2E = FRONT_ENDS.slice(1).map((ws) => ({ name: `unit ${ws}`, command: ['npm', ['test', '--silent', '-w', `@switchboard/${ws}`]] }));

// `TEST_JOBS=lint,typecheck npm test` runs only the named jobs (and e2e only when named), for a quick check.
const ONLY = process.env.TEST_JOBS ? process.env.TEST_JOBS.split(',').map((name) => name.trim()) : undefined;
const selected = (name) => !ONLY || ONLY.includes(name);

/** Runs one job with its output captured; resolves with the exit code and the captured text. */
function runCaptured(job) {
  if (typeof job.command === 'function') {
    // In-process jobs (the build) print as they go.
    return job.command().then(
      () => ({ code: 0, output: '' }),
      (error) => ({ code: 1, output: `${error.message}\n` }),
    );
  }
  const [command, commandArgs, options = {}] = job.command;
  // A job beside the journeys yields the CPU to them whenever they want it.
  const [cmd, args] = job.idle ? [IDLE_PRIORITY[0], [...IDLE_PRIORITY.slice(1), command, ...commandArgs]] : [command, commandArgs];
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(cmd, args, { cwd: ROOT, ...options, env: { ...process.env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }));
  });
}

/** Runs the jobs on `workers` workers, honouring `needs`; returns [name, seconds, ok] per job. */
async function runPool(jobs, workers = WORKERS) {
  const waiting = [...jobs];
  const finished = new Map();
  const results = [];
  let wake = () => {};
  const ready = (job) => (job.needs ?? []).every((need) => finished.has(need));

  async function worker() {
    for (;;) {
      const index = waiting.findIndex(ready);
      if (index === -1) {
        if (waiting.length === 0) return;
        // A job's needs are still running elsewhere: wait until some job finishes.
        await new Promise((resolve) => {
          const previous = wake;
          wake = () => {
            previous();
            resolve();
          };
        });
        continue;
      }
      const [job] = waiting.splice(index, 1);
      const started = Date.now();
      console.log(`▶ ${job.name}`);
      const { code, output } = await runCaptured(job);
      const seconds = (Date.now() - started) / 1000;
      const ok = code === 0;
      console.log(`\n━━ ${job.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
      if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      results.push([job.name, seconds, ok]);
      // A failed job still counts as finished, so the jobs that need it run and report too.
      finished.set(job.name, ok);
      const notify = wake;
      wake = () => {};
      notify();
    }
  }

  await Promise.all(Array.from({ length: workers }, worker));
  return results;
}

const started = Date.now();
const timings = [];
let failed;
try {
  const systemStarted = Date.now();
  await run('bash', ['scripts/install-system-deps.sh']);
  timings.push(['system packages', (Date.now() - systemStarted) / 1000, true]);

  console.log(`\n━━ build, lint, type checks and unit/api tests on ${WORKERS} workers`);
  const results = await runPool(
    JOBS.filter((job) => selected(job.name)).map((job) => ({ ...job, needs: job.needs?.filter(selected) })),
  );
  timings.push(...results);
  failed = results.some(([, , ok]) => !ok);

  const beside = BESIDE_E2E.filter((job) => selected(job.name));
  if (!failed && selected('e2e')) {
    const e2eStarted = Date.now();
    console.log(`\n━━ e2e${beside.length ? `, with ${beside.map((job) => job.name).join(', ')} beside it on idle CPU (${IDLE_PRIORITY.join(' ')})` : ''}`);
    const besideDone = runPool(beside.map((job) => ({ ...job, idle: true })), 1);
    let e2eError;
    try {
      await run('npm', ['run', 'test', '-w', '@switchboard/e2e']);
      timings.push(['e2e', (Date.now() - e2eStarted) / 1000, true]);
    } catch (error) {
      timings.push(['e2e', (Date.now() - e2eStarted) / 1000, false]);
      e2eError = error;
    }
    const besideResults = await besideDone;
    timings.push(...besideResults);
    failed = besideResults.some(([, , ok]) => !ok);
    if (e2eError) throw e2eError;
  } else if (beside.length) {
    // No journeys to share the cores with (a job failed, or they were not asked for): the pool runs these too.
    const besideResults = await runPool(beside);
    timings.push(...besideResults);
    failed ||= besideResults.some(([, , ok]) => !ok);
  }
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  failed = true;
} finally {
  console.log('\nTimings (the pool ran two jobs at a time, then e2e with the last unit jobs beside it; the total is wall time):');
  for (const [name, seconds, ok] of timings) console.log(`  ${ok ? ' ' : '✖'} ${name.padEnd(22)} ${seconds.toFixed(1)} s`);
  console.log(`  total                    ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
if (failed) {
  console.error('\n✖ npm test failed: see the FAILED blocks above.');
  process.exit(1);
}
