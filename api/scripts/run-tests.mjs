#!/usr/bin/env node
// Runs the api test suite twice: on in-memory PGlite, then on a real PostgreSQL server.
// PostgreSQL comes from TEST_DATABASE_URL, else a throwaway cluster started here from
// /usr/lib/postgresql/*/bin, else 127.0.0.1:5432 when reachable, else that pass is SKIPPED loudly.
// Each test file creates its own `sb_test_<random>` database and drops it (test/helpers.ts).
//   node scripts/run-tests.mjs [--pglite-only | --postgres-only] [test files...]
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const pgliteOnly = args.includes('--pglite-only');
const postgresOnly = args.includes('--postgres-only');
const requested = args.filter((a) => !a.startsWith('--'));
const files = requested.length > 0 ? requested : readdirSync(join(apiDir, 'test')).filter((f) => f.endsWith('.test.ts')).sort().map((f) => join('test', f));

function banner(text) {
  const rule = '!'.repeat(Math.max(60, text.length + 8));
  console.log(`\n${rule}\n!!! ${text}\n${rule}\n`);
}

function runSuite(label, env) {
  console.log(`\n=== api tests on ${label} ===\n`);
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', ...files], {
      cwd: apiDir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'test', ...env },
    });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

function freePort() {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePromise(port));
    });
  });
}

function reachable(host, port) {
  return new Promise((resolvePromise) => {
    const socket = connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolvePromise(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(base, versions[0], 'bin') : undefined;
}

const quote = (s) => `'${String(s).replace(/'/g, `'\\''`)}'`;

/** PostgreSQL refuses to run as root: as root, run its tools as the `postgres` user. */
function asPostgresUser(command) {
  const isRoot = process.getuid?.() === 0;
  if (isRoot) execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'pipe' });
  else execFileSync('/bin/sh', ['-c', command], { stdio: 'pipe' });
}

async function startOwnCluster(binDir) {
  const base = mkdtempSync(join(tmpdir(), 'sb-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(base, uid, gid);
  }
  const dataDir = join(base, 'data');
  const port = await freePort();
  asPostgresUser(`${quote(join(binDir, 'initdb'))} -D ${quote(dataDir)} -U postgres --auth=trust --no-sync -E UTF8 >/dev/null`);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${base} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  asPostgresUser(`${quote(join(binDir, 'pg_ctl'))} -D ${quote(dataDir)} -l ${quote(join(base, 'log'))} -o ${quote(options)} -w start >/dev/null`);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      asPostgresUser(`${quote(join(binDir, 'pg_ctl'))} -D ${quote(dataDir)} -m fast -w stop >/dev/null`);
    } catch (error) {
      console.error(`could not stop the test PostgreSQL cluster: ${error.message}`);
    }
    rmSync(base, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, description: `own cluster from ${binDir} on 127.0.0.1:${port}` };
}

async function providePostgres() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: () => {}, description: 'TEST_DATABASE_URL' };
  const binDir = postgresBinDir();
  if (binDir) {
    try {
      return await startOwnCluster(binDir);
    } catch (error) {
      console.error(`starting a PostgreSQL cluster failed (${error.message.split('\n')[0]}); trying 127.0.0.1:5432`);
    }
  }
  if (await reachable('127.0.0.1', 5432)) return { url: 'postgres://postgres@127.0.0.1:5432/postgres', stop: () => {}, description: 'the server on 127.0.0.1:5432' };
  return undefined;
}

const failures = [];
if (!postgresOnly) {
  if ((await runSuite('PGlite (in memory)', { SB_TEST_POSTGRES_URL: '' })) !== 0) failures.push('PGlite');
}
if (!pgliteOnly) {
  const postgres = await providePostgres();
  if (!postgres) {
    banner('SKIPPED: api tests on PostgreSQL. No TEST_DATABASE_URL, no /usr/lib/postgresql/*/bin, nothing on 127.0.0.1:5432. Install the Debian package `postgresql`.');
  } else {
    const stopOnSignal = () => {
      postgres.stop();
      process.exit(130);
    };
    process.once('SIGINT', stopOnSignal);
    process.once('SIGTERM', stopOnSignal);
    try {
      if ((await runSuite(`PostgreSQL (${postgres.description})`, { SB_TEST_POSTGRES_URL: postgres.url })) !== 0) failures.push('PostgreSQL');
    } finally {
      postgres.stop();
    }
  }
}

if (failures.length > 0) {
  banner(`api tests FAILED on: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('\napi tests passed');
