// What each deployable builds to, in build order (shared first: everything imports it).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** [workspace folder, file that proves it is built, source folders] */
export const BUILDS = [
  ['shared', 'shared/dist/contracts/index.js', ['shared/src']],
  ['api', 'api/dist/main.js', ['api/src']],
  ['mfe-tickets', 'mfe-tickets/dist/mf-manifest.json', ['mfe-tickets/src', 'shared/src']],
  ['mfe-settings', 'mfe-settings/dist/mf-manifest.json', ['mfe-settings/src', 'shared/src']],
  ['mfe-dashboard', 'mfe-dashboard/dist/mf-manifest.json', ['mfe-dashboard/src', 'shared/src']],
  ['mfe-hub', 'mfe-hub/dist/mf-manifest.json', ['mfe-hub/src', 'shared/src']],
  ['shell', 'shell/dist/index.html', ['shell/src', 'shared/src']],
];

/** Newest modification time (ms) of any file below `dir`. */
function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Workspaces whose build is missing or older than their sources. */
export function staleBuilds() {
  return BUILDS.filter(([, marker, sources]) => {
    const markerPath = join(ROOT, marker);
    if (!existsSync(markerPath)) return true;
    const built = statSync(markerPath).mtimeMs;
    return sources.some((src) => newestMtime(join(ROOT, src)) > built);
  }).map(([ws]) => ws);
}
