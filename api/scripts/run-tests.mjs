#!/usr/bin/env node
// Runs the api test suite on in-memory PGlite and on a real PostgreSQL server. Both engines are
// PostgreSQL, so a file runs on both when it queries the database in its own way (features, search,
// dashboards, migrations); a file whose subject sits above the database (permission gates, tokens,
// push, fuzzing of odd input) says `// Database: PostgreSQL only` and runs once, on PostgreSQL; a file
// that reaches no database runs once, on PGlite. A file named on the command line runs on both.
// PostgreSQL comes from TEST_DATABASE_URL, else a throwaway cluster started here from
// /usr/lib/postgresql/*/bin, else 127.0.0.1:5432 when reachable, else that pass is SKIPPED loudly.
// Each pass first builds one migrated and seeded template database (test/database-template.ts);
// every test app then starts from its own copy of it, in memory or as an `sb_test_<random>`
// database it drops (test/helpers.ts). The run compiles `src` and `test` to JavaScript first
// (compile-for-tests.mjs) and runs the compiled files, each in its own process as before.
//   node scripts/run-tests.mjs [--pglite-only | --postgres-only] [test files...]
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { compileForTests } from './compile-for-tests.mjs';
import { postgresBinDir, reachable, startThrowawayCluster } from './postgres-server.mjs';

const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const pgliteOnly = args.includes('--pglite-only');
const skipPglite = args.includes('--postgres-only');
const requested = args.filter((a) => !a.startsWith('--'));
const files = requested.length > 0 ? requested.map((file) => relative(apiDir, resolve(file))) : readdirSync(join(apiDir, 'test')).filter((f) => f.endsWith('.test.ts')).sort().map((f) => join('test', f));

/**
 * Whether a test file reaches a database: it imports test/helpers.ts, directly or through another
 * test module (fixtures). Files that do not (configuration, pure functions, static serving) test
 * nothing a database changes, so the PostgreSQL pass leaves them to the PGlite pass.
 */
function usesDatabase(file, seen = new Set()) {
  const path = resolve(apiDir, file);
  if (seen.has(path)) return false;
  seen.add(path);
  if (path === join(apiDir, 'test/helpers.ts')) return true;
  const local = [...readFileSync(path, 'utf8').matchAll(/from '(\.\/[\w./-]+)\.js'/g)].map((match) => join(dirname(path), `${match[1]}.ts`));
  return local.some((module) => usesDatabase(module, seen));
}

const postgresOnly = (file) => /^\/\/ Database: PostgreSQL only\b/m.test(readFileSync(resolve(apiDir, file), 'utf8'));

function banner(text) {
  const rule = '!'.repeat(Math.max(60, text.length + 8));
  console.log(`\n${rule}\n!!! ${text}\n${rule}\n`);
}

/** `test/x.test.ts` → the compiled `<compiled>/test/x.test.js`. */
const compiledPath = (file) => join(compiled.dir, file.replace(/\.ts$/, '.js'));

function runSuite(label, env, suiteFiles = files) {
  console.log(`\n=== api tests on ${label} ===\n`);
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, ['--enable-source-maps', '--test', '--test-reporter=spec', ...suiteFiles.map(compiledPath)], {
      cwd: apiDir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'test', ...env },
    });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

async function startOwnCluster(binDir) {
  const cluster = await startThrowawayCluster({ binDir });
  const stop = () => {
    try {
      cluster.stop();
    } catch (error) {
      console.error(`could not stop the test PostgreSQL cluster: ${error.message}`);
    }
  };
  return { url: cluster.url, stop, description: `own cluster from ${binDir} on 127.0.0.1:${cluster.port}` };
}

/** Runs test/database-template.ts; resolves with what it printed. */
function buildTemplate(...templateArgs) {
  return new Promise((resolvePromise, reject) => {
    const chunks = [];
    const child = spawn(process.execPath, ['--enable-source-maps', compiledPath('test/database-template.ts'), ...templateArgs], {
      cwd: apiDir,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'test' },
    });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.on('exit', (code) => (code === 0 ? resolvePromise(Buffer.concat(chunks).toString().trim()) : reject(new Error(`building the template database failed (exit ${code})`))));
  });
}

async function runOnPglite() {
  const dir = mkdtempSync(join(tmpdir(), 'sb-pglite-template-'));
  try {
    const tarball = join(dir, 'template.tar');
    await buildTemplate('pglite', tarball);
    // Without any PostgreSQL here, the PostgreSQL-only files run on PGlite rather than nowhere.
    const postgresHere = Boolean(process.env.TEST_DATABASE_URL || postgresBinDir() || (await reachable('127.0.0.1', 5432)));
    const pgliteFiles = requested.length > 0 || !postgresHere ? files : files.filter((file) => !postgresOnly(file));
    return await runSuite(`PGlite (in memory; ${pgliteFiles.length} of ${files.length} files)`, { SB_TEST_POSTGRES_URL: '', SB_TEST_DATABASE_TEMPLATE: tarball }, pgliteFiles);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function runOnPostgres(postgres) {
  const template = await buildTemplate('postgres', postgres.url);
  try {
    // A file asked for by name runs on both; otherwise the files that reach no database run on the PGlite pass only.
    const databaseFiles = requested.length > 0 ? files : files.filter((file) => usesDatabase(file));
    return await runSuite(`PostgreSQL (${postgres.description}; ${databaseFiles.length} of ${files.length} files)`, { SB_TEST_POSTGRES_URL: postgres.url, SB_TEST_DATABASE_TEMPLATE: template }, databaseFiles);
  } finally {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    await client.query(`drop database if exists ${template} with (force)`);
    await client.end();
  }
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

/** A pass that could not even start (its template failed to build) fails like failing tests. */
const exitCodeOf = (pass) =>
  pass.catch((error) => {
    console.error(error.message);
    return 1;
  });

const compiled = await compileForTests(apiDir);
process.once('exit', compiled.remove);
const failures = [];
if (!skipPglite) {
  if ((await exitCodeOf(runOnPglite())) !== 0) failures.push('PGlite');
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
      if ((await exitCodeOf(runOnPostgres(postgres))) !== 0) failures.push('PostgreSQL');
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
