import { REGISTRATION_TTL_SECONDS } from '@switchboard/shared/contracts';

/**
 * The registration waiting for its emailed code. Only this browser tab knows its id (the server
 * completes a registration only with its own id and code), so it is kept in memory and in
 * sessionStorage: a reload of the code step keeps working in this tab and nowhere else.
 */
export interface PendingRegistration {
  registrationId: string;
  email: string;
  organizationId: string | null;
  ticketId: string | null;
  /** Epoch ms after which the server no longer accepts it. */
  expiresAt: number;
}

export const PENDING_REGISTRATION_KEY = 'hub_pending_registration';

let current: PendingRegistration | null = null;

function isPending(value: unknown): value is PendingRegistration {
  const v = value as Partial<PendingRegistration> | null;
  return !!v && typeof v.registrationId === 'string' && typeof v.email === 'string' && typeof v.expiresAt === 'number';
}

export function savePendingRegistration(registration: Omit<PendingRegistration, 'expiresAt'>): PendingRegistration {
  current = { ...registration, expiresAt: Date.now() + REGISTRATION_TTL_SECONDS * 1000 };
  try {
    sessionStorage.setItem(PENDING_REGISTRATION_KEY, JSON.stringify(current));
  } catch {
    // Storage full or blocked: the in-memory copy still serves this page.
  }
  return current;
}

/** The pending registration of this tab, or null (none, unreadable, or expired). Storage wins; memory serves when storage is blocked. */
export function readPendingRegistration(): PendingRegistration | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(PENDING_REGISTRATION_KEY) ?? 'null');
    current = isPending(stored) ? stored : null;
  } catch {
    // Blocked storage: keep the in-memory copy.
  }
  if (current && current.expiresAt <= Date.now()) clearPendingRegistration();
  return current;
}

export function clearPendingRegistration(): void {
  current = null;
  try {
    sessionStorage.removeItem(PENDING_REGISTRATION_KEY);
  } catch {
    // Nothing stored.
  }
}
