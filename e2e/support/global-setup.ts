import { startServer } from './server';

export default async function globalSetup(): Promise<void> {
  const state = await startServer();
  process.env.E2E_BASE_URL = state.baseURL;
  console.log(`e2e: production build serving at ${state.baseURL} (DATA_DIR ${state.dataDir})`);
}
