#!/usr/bin/env node
// `npm start`: builds whatever is missing or out of date, then runs the embedded product on one
// port (API, push hub, shell, standalone hub, every remote, env.json, docs).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, staleBuilds } from './workspaces.mjs';
import { buildWorkspaces } from './run.mjs';

const stale = staleBuilds();
if (stale.length > 0) {
  const started = Date.now();
  console.log(`Building ${stale.join(', ')} (first start, or sources changed)…`);
  await buildWorkspaces(stale);
  console.log(`\nBuild finished in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

const server = spawn(process.execPath, [join(ROOT, 'api/dist/main.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
