import { rmSync } from 'node:fs';
import { readState } from './server';

export default async function globalTeardown(): Promise<void> {
  const state = readState();
  try {
    process.kill(state.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  // Give the api its graceful shutdown before removing its data directory.
  await new Promise((r) => setTimeout(r, 1500));
  rmSync(state.dataDir, { recursive: true, force: true });
}
