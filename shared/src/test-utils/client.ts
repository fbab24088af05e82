import { configureClient, setUnauthorizedHandler } from '../client/index.js';
import { resetSession } from './session.js';

/** Signed out in English, the client calling `/api/`, and a 401 redirecting nowhere. */
export function resetClient(): void {
  resetSession();
  configureClient({ apiBaseUrl: '/api/' });
  setUnauthorizedHandler(() => undefined);
}
