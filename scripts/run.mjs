// Small process helpers for the root scripts.
import { spawn } from 'node:child_process';
import { ROOT } from './workspaces.mjs';

/** Runs a command to completion, inheriting stdio; rejects on a non-zero exit. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

/** Builds the given workspaces one after another (2 cores: webpack builds are not run in parallel). */
export async function buildWorkspaces(workspaces) {
  for (const ws of workspaces) {
    const started = Date.now();
    console.log(`\n▶ building ${ws}`);
    await run('npm', ['run', 'build', '--silent', '-w', ws]);
    console.log(`✔ ${ws} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
