/**
 * Quotas on what one customer, one address or one agent may consume (hub writes, upload slots,
 * push connections) and the password hashing cost. Read from the environment with `config.ts`.
 */

/** A write limit per window, per customer and per client address. */
export interface WriteQuota {
  perCustomer: number;
  perAddress: number;
}

export interface HubWriteQuotas {
  /** Length of the window every hub write quota counts in (`HUB_QUOTA_WINDOW_MS`, 1 hour). */
  windowMs: number;
  /** New tickets (`HUB_TICKETS_PER_CUSTOMER` 10, `HUB_TICKETS_PER_ADDRESS` 30). */
  tickets: WriteQuota;
  /** Draft saves and sends (`HUB_MESSAGES_PER_CUSTOMER` 60, `HUB_MESSAGES_PER_ADDRESS` 200). */
  messages: WriteQuota;
  /** Signed upload URLs (`HUB_UPLOADS_PER_CUSTOMER` 100, `HUB_UPLOADS_PER_ADDRESS` 300). */
  uploads: WriteQuota;
}

export interface UploadSweepConfig {
  /** An upload slot no message refers to is removed once this old (`UPLOAD_SWEEP_GRACE_MS`, 24 hours). */
  graceMs: number;
  /** How often the sweeper runs (`UPLOAD_SWEEP_INTERVAL_MS`, 1 hour). */
  intervalMs: number;
}

export interface ExpiredRecordsSweepConfig {
  /** A creation's Idempotency-Key record is deleted once this old (`IDEMPOTENCY_KEY_RETENTION_MS`, 7 days): a retry later than that creates anew. */
  idempotencyKeyRetentionMs: number;
  /** How often records past their use are deleted (`EXPIRED_RECORDS_SWEEP_INTERVAL_MS`, 1 hour). */
  intervalMs: number;
}

export interface PushLimitsConfig {
  /** `PUSH_MAX_CONNECTIONS_PER_USER` (20). */
  maxConnectionsPerUser: number;
  /** `PUSH_MAX_CONNECTIONS_PER_ADDRESS` (100). */
  maxConnectionsPerAddress: number;
  /** `PUSH_MAX_MESSAGES_PER_SECOND` (20, with a burst of as many). */
  maxMessagesPerSecond: number;
}

export interface QuotaConfig {
  hubWrites: HubWriteQuotas;
  uploadSweep: UploadSweepConfig;
  expiredRecordsSweep: ExpiredRecordsSweepConfig;
  push: PushLimitsConfig;
  /** log2 of scrypt's N for new password hashes (`PASSWORD_HASH_COST`, 17; 10–20). */
  passwordHashCost: number;
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number, errors: string[]): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    errors.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
    return fallback;
  }
  return value;
}

const HOUR = 60 * 60 * 1000;
const MAX = Number.MAX_SAFE_INTEGER;

/** Parses the quota variables, adding a message to `errors` for each invalid one. */
export function loadQuotaConfig(env: Env, errors: string[]): QuotaConfig {
  const quota = (name: string, perCustomer: number, perAddress: number): WriteQuota => ({
    perCustomer: integer(env, `HUB_${name}_PER_CUSTOMER`, perCustomer, 1, MAX, errors),
    perAddress: integer(env, `HUB_${name}_PER_ADDRESS`, perAddress, 1, MAX, errors),
  });
  return {
    hubWrites: {
      windowMs: integer(env, 'HUB_QUOTA_WINDOW_MS', HOUR, 1000, MAX, errors),
      tickets: quota('TICKETS', 10, 30),
      messages: quota('MESSAGES', 60, 200),
      uploads: quota('UPLOADS', 100, 300),
    },
    uploadSweep: {
      graceMs: integer(env, 'UPLOAD_SWEEP_GRACE_MS', 24 * HOUR, 60_000, MAX, errors),
      intervalMs: integer(env, 'UPLOAD_SWEEP_INTERVAL_MS', HOUR, 1000, MAX, errors),
    },
    expiredRecordsSweep: {
      idempotencyKeyRetentionMs: integer(env, 'IDEMPOTENCY_KEY_RETENTION_MS', 7 * 24 * HOUR, HOUR, MAX, errors),
      intervalMs: integer(env, 'EXPIRED_RECORDS_SWEEP_INTERVAL_MS', HOUR, 1000, MAX, errors),
    },
    push: {
      maxConnectionsPerUser: integer(env, 'PUSH_MAX_CONNECTIONS_PER_USER', 20, 1, 100_000, errors),
      maxConnectionsPerAddress: integer(env, 'PUSH_MAX_CONNECTIONS_PER_ADDRESS', 100, 1, 1_000_000, errors),
      maxMessagesPerSecond: integer(env, 'PUSH_MAX_MESSAGES_PER_SECOND', 20, 1, 10_000, errors),
    },
    passwordHashCost: integer(env, 'PASSWORD_HASH_COST', 17, 10, 20, errors),
  };
}
