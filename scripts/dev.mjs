#!/usr/bin/env node
// `npm run dev`: the distributed topology on one machine. The api runs in watch mode on 8080, and
// the shell and each remote run on their own webpack dev-server port (3000–3004); every dev server
// answers /env.json pointing the shell at the remotes' ports — proof that remotes deploy apart.
import { spawn } from 'node:child_process';
import { ROOT, staleBuilds } from './workspaces.mjs';
import { run } from './run.mjs';

// The dev servers read shared/dist (every app imports the built subpaths), so it must be
// whole before they start; the watch below keeps it current afterwards.
if (staleBuilds().includes('shared')) {
  await run('npm', ['run', 'build', '--silent', '-w', 'shared']);
}

const processes = [
  ['shared', ['run', 'dev', '-w', 'shared']],
  ['api', ['run', 'dev', '-w', 'api']],
  ['shell', ['run', 'dev', '-w', 'shell']],
  ['tickets', ['run', 'dev', '-w', 'mfe-tickets']],
  ['settings', ['run', 'dev', '-w', 'mfe-settings']],
  ['dashboard', ['run', 'dev', '-w', 'mfe-dashboard']],
  ['hub', ['run', 'dev', '-w', 'mfe-hub']],
];

const children = processes.map(([name, args]) => {
  const child = spawn('npm', args, {
    cwd: ROOT,
    env: { NODE_ENV: 'development', ...process.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group, so stopping kills npm, its shell and the webpack/tsx processes below it.
    detached: true,
  });
  const prefix = `[${name}]`.padEnd(12);
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) console.log(prefix + line);
    });
  }
  child.on('exit', (code) => console.log(`${prefix}exited (${code})`));
  return child;
});

console.log('Dev servers: shell http://localhost:3000 · api http://localhost:8080/api/ · remotes 3001–3004');
const signalAll = (signal) => {
  for (const child of children) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
};
const stop = () => {
  signalAll('SIGTERM');
  // webpack finishes a running compilation before it honours SIGTERM: do not wait for that.
  setTimeout(() => {
    signalAll('SIGKILL');
    process.exit(0);
  }, 3000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
