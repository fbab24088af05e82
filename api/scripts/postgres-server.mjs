// Finding and starting PostgreSQL for the api test run and the benchmarks: the newest system
// binaries under /usr/lib/postgresql, a throwaway cluster of them, free ports, reachable servers.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A TCP port nothing listens on right now. */
export function freePort() {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePromise(port));
    });
  });
}

/** Whether something accepts TCP connections there within a second. */
export function reachable(host, port) {
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

/** The bin directory of the newest PostgreSQL installed under /usr/lib/postgresql, if any. */
export function postgresBinDir() {
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
  if (process.getuid?.() === 0) execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'pipe' });
  else execFileSync('/bin/sh', ['-c', command], { stdio: 'pipe' });
}

/**
 * A new cluster in a temporary directory on 127.0.0.1, trust authentication, durability off (it is
 * thrown away); `settings` adds server options (`-c name=value ...`). `stop()` stops it and removes
 * the directory.
 */
export async function startThrowawayCluster({ binDir, prefix = 'sb-pg-', settings = '' }) {
  const base = mkdtempSync(join(tmpdir(), prefix));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(base, uid, gid);
  }
  const dataDir = join(base, 'data');
  const port = await freePort();
  const pgCtl = quote(join(binDir, 'pg_ctl'));
  try {
    asPostgresUser(`${quote(join(binDir, 'initdb'))} -D ${quote(dataDir)} -U postgres --auth=trust --no-sync -E UTF8 >/dev/null`);
    const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${base} -c fsync=off -c synchronous_commit=off -c full_page_writes=off ${settings}`;
    asPostgresUser(`${pgCtl} -D ${quote(dataDir)} -l ${quote(join(base, 'log'))} -o ${quote(options)} -w start >/dev/null`);
  } catch (error) {
    rmSync(base, { recursive: true, force: true });
    throw error;
  }
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      asPostgresUser(`${pgCtl} -D ${quote(dataDir)} -m fast -w stop >/dev/null`);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    /** The directory of its Unix socket (`?host=<dir>` in a connection string reaches it without TCP). */
    socketDir: base,
    dataDir,
    postmasterPid: Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop,
  };
}
