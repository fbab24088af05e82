import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RemoteId } from '@switchboard/shared/contracts';
import { newPasswordProblems } from './features/auth/passwords.js';
import { loadQuotaConfig, type PushLimitsConfig, type QuotaConfig } from './quota-config.js';
import { jwtSecretProblem } from './secret-strength.js';

export type DatabaseConfig =
  /** Embedded PGlite; `dataDir` undefined means in memory (tests). */
  | { kind: 'pglite'; dataDir?: string }
  | { kind: 'postgres'; url: string };

export interface RateLimitConfig {
  max: number;
  windowMs: number;
}

/** Wrong-password / wrong-code throttle of agent login, customer login and OTP verify (plugins/rate-limit.ts). */
export interface LoginThrottleConfig {
  /** Wrong tries per account and address before the backoff starts (`LOGIN_THROTTLE_FREE_TRIES`, 5). */
  freeTries: number;
  /** First wait of the backoff, doubling with each further try (1 s). */
  baseDelayMs: number;
  /** Longest wait between two tries of one account and address (`LOGIN_THROTTLE_MAX_DELAY_MS`, 15 min). */
  maxDelayMs: number;
  /** Wrong tries on one account from everywhere per day before unknown addresses are slowed (`LOGIN_THROTTLE_ACCOUNT_CEILING`, 50). */
  accountCeiling: number;
  /** Past the ceiling, unknown addresses share one try per this long (`LOGIN_THROTTLE_ACCOUNT_INTERVAL_MS`, 60 s). */
  accountIntervalMs: number;
  /** An address that signed in to an account stays exempt from the account ceiling this long (30 days). */
  knownAddressMs: number;
}

export interface MailConfig {
  /** nodemailer SMTP URL (`smtp://user:pass@host:587`, `smtps://…`); unset = `.eml` files in DATA_DIR/outbox. */
  smtpUrl?: string;
  /** From header of every mail. */
  from: string;
  /** Delivery attempts before a mail is given up (kept with `failed_at` and `last_error`). */
  maxAttempts: number;
  /** First retry delay; doubles on every failure, capped at 10 minutes. */
  retryBaseMs: number;
  /** How often the worker looks for due mail besides being woken after each enqueue. */
  pollIntervalMs: number;
}

/** An S3-compatible bucket (`S3_ENDPOINT`, `S3_BUCKET`, `S3_ACCESS_KEY`, `S3_SECRET_KEY`, `S3_REGION`). */
export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  /** Signing region (`S3_REGION`, default us-east-1, which MinIO and most compatible stores accept). */
  region: string;
}

export interface FilesConfig {
  /** Local storage root (`FILES_DIR`, default DATA_DIR/files), used when no S3 bucket is configured. */
  storageDir: string;
  /** Set when all of `S3_ENDPOINT`, `S3_BUCKET`, `S3_ACCESS_KEY` and `S3_SECRET_KEY` are. */
  s3: S3Config | null;
  /** Largest accepted upload in bytes (`FILE_MAX_BYTES`, 10 MB). */
  maxBytes: number;
  /** Lifetime of a signed upload URL (`FILE_UPLOAD_URL_TTL_MS`, 10 min). */
  uploadUrlTtlMs: number;
  /** Lifetime of a signed download link (`FILE_DOWNLOAD_URL_TTL_MS`, 7 days: links live in message HTML). */
  downloadUrlTtlMs: number;
}

/** The push hub (`src/push/`). Only the prefix comes from the environment; the intervals are the client's defaults. */
/** The caps (`quota-config.ts`) are always set by `loadConfig`; the hub has the same defaults for hand-made configs. */
export interface PushConfig extends Partial<PushLimitsConfig> {
  /** Channel and key prefix in Redis (`REDIS_PREFIX`, default `switchboard`): one per deployment sharing a Redis. */
  redisPrefix: string;
  /** Ping a connection sent nothing else for this long (15 s: the client's keep-alive). */
  pingIntervalMs: number;
  /** Drop a connection silent for this long (30 s: twice the client's ping interval). */
  clientTimeoutMs: number;
  /** Close a socket that has not sent the handshake within this long (15 s). */
  handshakeTimeoutMs: number;
  /** Lifetime of a negotiated connection token (the upgrade follows negotiate at once). */
  connectionTokenTtlMs: number;
}

export interface Config {
  environment: 'development' | 'production' | 'test';
  /** Hub write quotas, the upload and expired-records sweepers and the password hashing cost (`quota-config.ts`). */
  quotas: QuotaConfig;
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  redisUrl?: string;
  push: PushConfig;
  publicUrl: string;
  /** True when PUBLIC_URL was set: links in mail then always use it. */
  publicUrlConfigured: boolean;
  jwtSecret: Uint8Array;
  adminEmail: string;
  adminPassword?: string;
  apiKey?: string;
  logLevel: string;
  /** false silences fastify's logger (tests). */
  logger: boolean;
  orgName: string;
  corsOrigins: string[];
  /** Each remote's mf-manifest.json URL as written into /env.json. */
  remotes: Record<RemoteId, string>;
  docsBaseUrl: string;
  supportEmailDomain: string;
  /** Repository root holding shell/dist, mfe-* /dist and docs/. */
  staticRoot: string;
  /** Proxies (addresses, CIDRs) whose X-Forwarded-For is believed (`TRUST_PROXY`); empty: none, the peer is the client. */
  trustProxy: string[];
  /** Agent sign-in: wrong tries per client address (all accounts together) in the window. */
  loginRateLimit: RateLimitConfig;
  loginThrottle: LoginThrottleConfig;
  /** Customer register, OTP resend and reset request: per address and per email; login and OTP verify: per address. */
  hubAuthRateLimit: RateLimitConfig;
  /** Verification mail (codes, "account exists") per address and per organisation, before an address is proven. */
  hubVerificationMail: { perAddressHour: number; perAddressDay: number; perOrganizationHour: number };
  /** Tests move time with this (hub registration and sign-in); unset means the real clock. */
  clock?: () => Date;
  mail: MailConfig;
  files: FilesConfig;
  /**
   * A refresh token presented again within this many ms of its rotation is a client racing itself
   * (two tabs, a retried request whose answer was lost): it gets a new pair instead of revoking the
   * session. Later reuse is treated as theft.
   */
  refreshReuseGraceMs: number;
  /** A sign-in's absolute lifetime (`SESSION_MAX_AGE_MS`, 30 days): refreshing never extends a session past it. */
  sessionMaxAgeMs: number;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
/** Dev servers of the shell (3000) and the four remotes (3001-3004), allowed by CORS in development. */
const DEV_ORIGINS = [3000, 3001, 3002, 3003, 3004].map((port) => `http://localhost:${port}`);

/** `api/dist/config.js` or `api/src/config.ts` → the repository root two levels up. */
export const DEFAULT_STATIC_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(raw: string | undefined, errors: string[]): number {
  if (raw === undefined) return 8080;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    errors.push(`PORT must be an integer between 0 and 65535 (got "${raw}")`);
    return 8080;
  }
  return port;
}

function parseUrl(name: string, raw: string | undefined, errors: string[], protocols: string[]): string | undefined {
  if (raw === undefined) return undefined;
  try {
    const url = new URL(raw);
    if (!protocols.includes(url.protocol)) errors.push(`${name} must use ${protocols.join(' or ')} (got "${url.protocol}")`);
  } catch {
    errors.push(`${name} is not a valid URL`);
  }
  return raw;
}

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const;

/** The S3 bucket when all four variables are set; half a configuration is an error, not a silent fallback to disk. */
function parseS3(env: NodeJS.ProcessEnv, errors: string[]): S3Config | null {
  const given = S3_VARIABLES.filter((name) => nonEmpty(env[name]) !== undefined);
  if (given.length === 0) return null;
  if (given.length < S3_VARIABLES.length) {
    errors.push(`S3 storage needs all of ${S3_VARIABLES.join(', ')} (missing ${S3_VARIABLES.filter((name) => !given.includes(name)).join(', ')})`);
    return null;
  }
  const endpoint = parseUrl('S3_ENDPOINT', nonEmpty(env.S3_ENDPOINT), errors, ['http:', 'https:']);
  const bucket = nonEmpty(env.S3_BUCKET)!;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) errors.push(`S3_BUCKET is not a valid bucket name (got "${bucket}")`);
  return {
    endpoint: (endpoint ?? '').replace(/\/$/, ''),
    bucket,
    accessKey: nonEmpty(env.S3_ACCESS_KEY)!,
    secretKey: nonEmpty(env.S3_SECRET_KEY)!,
    region: nonEmpty(env.S3_REGION) ?? 'us-east-1',
  };
}

function positiveInt(name: string, raw: string | undefined, fallback: number, errors: string[]): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    errors.push(`${name} must be a positive integer (got "${raw}")`);
    return fallback;
  }
  return value;
}

const PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: comma list of proxy addresses or CIDRs (and proxy-addr's `loopback`, `linklocal`,
 * `uniquelocal`). Only a peer in this list may name the client in X-Forwarded-For.
 */
function parseTrustProxy(raw: string | undefined, errors: string[]): string[] {
  const entries = (raw ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    if (PROXY_KEYWORDS.includes(entry)) continue;
    const [address, prefix, extra] = entry.split('/');
    const version = isIP(address);
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 6 ? 128 : 32));
    if (version === 0 || !prefixOk || extra !== undefined) errors.push(`TRUST_PROXY entries must be IP addresses or CIDRs (got "${entry}")`);
  }
  return entries;
}

/** Reads JWT_SECRET or the secret kept in DATA_DIR/jwt-secret, creating it on first start. */
function loadJwtSecret(raw: string | undefined, dataDir: string, errors: string[]): Uint8Array {
  if (raw !== undefined) {
    // Placeholders and guessable values are refused; a generated secret (below) is never checked.
    const problem = jwtSecretProblem(raw);
    if (problem) errors.push(problem);
    return new TextEncoder().encode(raw);
  }
  const file = resolve(dataDir, 'jwt-secret');
  if (existsSync(file)) return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return new TextEncoder().encode(secret);
}

/**
 * Builds the configuration from environment variables and fails fast, listing every
 * invalid variable at once. Relative DATA_DIR / STATIC_ROOT resolve against `cwd`, which is the
 * repository root when started through `npm start` at the root.
 */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const errors: string[] = [];
  const nodeEnv = nonEmpty(env.NODE_ENV);
  const environment: Config['environment'] =
    nodeEnv === 'development' || nodeEnv === 'test' ? nodeEnv : 'production';
  const port = parsePort(nonEmpty(env.PORT), errors);
  const host = nonEmpty(env.HOST) ?? '127.0.0.1';
  const dataDir = resolve(cwd, nonEmpty(env.DATA_DIR) ?? 'data');
  const databaseUrl = parseUrl('DATABASE_URL', nonEmpty(env.DATABASE_URL), errors, ['postgres:', 'postgresql:']);
  const redisUrl = parseUrl('REDIS_URL', nonEmpty(env.REDIS_URL), errors, ['redis:', 'rediss:']);
  const redisPrefix = nonEmpty(env.REDIS_PREFIX) ?? 'switchboard';
  if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(redisPrefix)) errors.push(`REDIS_PREFIX must be 1-64 letters, digits or _.:- (got "${redisPrefix}")`);
  const configuredPublicUrl = parseUrl('PUBLIC_URL', nonEmpty(env.PUBLIC_URL), errors, ['http:', 'https:']);
  const publicUrl =
    configuredPublicUrl ??
    `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
  const logLevel = nonEmpty(env.LOG_LEVEL)?.toLowerCase() ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) errors.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const adminEmail = (nonEmpty(env.ADMIN_EMAIL) ?? 'admin@switchboard.local').toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(adminEmail)) errors.push('ADMIN_EMAIL is not an email address');
  const adminPassword = nonEmpty(env.ADMIN_PASSWORD);
  // The same rule as every other password (12–128 characters, not a common one).
  if (adminPassword !== undefined) for (const problem of newPasswordProblems(adminPassword)) errors.push(`ADMIN_PASSWORD ${problem}`);
  const quotas = loadQuotaConfig(env, errors);

  const corsOrigins = (nonEmpty(env.CORS_ORIGINS) ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) parseUrl('CORS_ORIGINS entry', origin, errors, ['http:', 'https:']);
  if (environment === 'development') corsOrigins.push(...DEV_ORIGINS.filter((o) => !corsOrigins.includes(o)));

  const remote = (name: string, fallback: string) => {
    const raw = nonEmpty(env[name]);
    if (raw && !raw.startsWith('/')) parseUrl(name, raw, errors, ['http:', 'https:']);
    return raw ?? fallback;
  };
  const remotes: Record<RemoteId, string> = {
    tickets: remote('REMOTE_TICKETS_URL', '/mfe/tickets/mf-manifest.json'),
    settings: remote('REMOTE_SETTINGS_URL', '/mfe/settings/mf-manifest.json'),
    dashboard: remote('REMOTE_DASHBOARD_URL', '/mfe/dashboard/mf-manifest.json'),
    hub: remote('REMOTE_HUB_URL', '/mfe/hub/mf-manifest.json'),
  };

  const staticRootRaw = nonEmpty(env.STATIC_ROOT);
  const staticRoot = staticRootRaw ? (isAbsolute(staticRootRaw) ? staticRootRaw : resolve(cwd, staticRootRaw)) : DEFAULT_STATIC_ROOT;

  const loginRateLimit = {
    max: positiveInt('LOGIN_RATE_LIMIT_MAX', nonEmpty(env.LOGIN_RATE_LIMIT_MAX), 10, errors),
    windowMs: positiveInt('LOGIN_RATE_LIMIT_WINDOW_MS', nonEmpty(env.LOGIN_RATE_LIMIT_WINDOW_MS), 15 * 60 * 1000, errors),
  };
  const loginThrottle: LoginThrottleConfig = {
    freeTries: positiveInt('LOGIN_THROTTLE_FREE_TRIES', nonEmpty(env.LOGIN_THROTTLE_FREE_TRIES), 5, errors),
    baseDelayMs: 1000,
    maxDelayMs: positiveInt('LOGIN_THROTTLE_MAX_DELAY_MS', nonEmpty(env.LOGIN_THROTTLE_MAX_DELAY_MS), 15 * 60 * 1000, errors),
    accountCeiling: positiveInt('LOGIN_THROTTLE_ACCOUNT_CEILING', nonEmpty(env.LOGIN_THROTTLE_ACCOUNT_CEILING), 50, errors),
    accountIntervalMs: positiveInt('LOGIN_THROTTLE_ACCOUNT_INTERVAL_MS', nonEmpty(env.LOGIN_THROTTLE_ACCOUNT_INTERVAL_MS), 60 * 1000, errors),
    knownAddressMs: 30 * 24 * 60 * 60 * 1000,
  };
  const trustProxy = parseTrustProxy(nonEmpty(env.TRUST_PROXY), errors);

  const hubAuthRateLimit = {
    max: positiveInt('HUB_AUTH_RATE_LIMIT_MAX', nonEmpty(env.HUB_AUTH_RATE_LIMIT_MAX), 10, errors),
    windowMs: positiveInt('HUB_AUTH_RATE_LIMIT_WINDOW_MS', nonEmpty(env.HUB_AUTH_RATE_LIMIT_WINDOW_MS), 15 * 60 * 1000, errors),
  };

  const hubVerificationMail = {
    perAddressHour: positiveInt('HUB_VERIFICATION_MAIL_PER_ADDRESS_HOUR', nonEmpty(env.HUB_VERIFICATION_MAIL_PER_ADDRESS_HOUR), 3, errors),
    perAddressDay: positiveInt('HUB_VERIFICATION_MAIL_PER_ADDRESS_DAY', nonEmpty(env.HUB_VERIFICATION_MAIL_PER_ADDRESS_DAY), 10, errors),
    perOrganizationHour: positiveInt('HUB_VERIFICATION_MAIL_PER_ORG_HOUR', nonEmpty(env.HUB_VERIFICATION_MAIL_PER_ORG_HOUR), 500, errors),
  };

  const supportEmailDomain = nonEmpty(env.SUPPORT_EMAIL_DOMAIN) ?? 'switchboard.local';
  const mail: MailConfig = {
    smtpUrl: parseUrl('SMTP_URL', nonEmpty(env.SMTP_URL), errors, ['smtp:', 'smtps:']),
    from: nonEmpty(env.MAIL_FROM) ?? `Switchboard <no-reply@${supportEmailDomain}>`,
    maxAttempts: positiveInt('MAIL_MAX_ATTEMPTS', nonEmpty(env.MAIL_MAX_ATTEMPTS), 10, errors),
    retryBaseMs: positiveInt('MAIL_RETRY_BASE_MS', nonEmpty(env.MAIL_RETRY_BASE_MS), 5_000, errors),
    pollIntervalMs: positiveInt('MAIL_POLL_INTERVAL_MS', nonEmpty(env.MAIL_POLL_INTERVAL_MS), 5_000, errors),
  };

  const filesDirRaw = nonEmpty(env.FILES_DIR);
  const files: FilesConfig = {
    storageDir: filesDirRaw ? resolve(cwd, filesDirRaw) : resolve(dataDir, 'files'),
    maxBytes: positiveInt('FILE_MAX_BYTES', nonEmpty(env.FILE_MAX_BYTES), 10 * 1024 * 1024, errors),
    uploadUrlTtlMs: positiveInt('FILE_UPLOAD_URL_TTL_MS', nonEmpty(env.FILE_UPLOAD_URL_TTL_MS), 10 * 60 * 1000, errors),
    downloadUrlTtlMs: positiveInt('FILE_DOWNLOAD_URL_TTL_MS', nonEmpty(env.FILE_DOWNLOAD_URL_TTL_MS), 7 * 24 * 60 * 60 * 1000, errors),
    s3: parseS3(env, errors),
  };

  const graceRaw = nonEmpty(env.REFRESH_REUSE_GRACE_MS);
  const refreshReuseGraceMs = graceRaw === undefined ? 10_000 : Number(graceRaw);
  if (!Number.isInteger(refreshReuseGraceMs) || refreshReuseGraceMs < 0) {
    errors.push(`REFRESH_REUSE_GRACE_MS must be a whole number of milliseconds (got "${graceRaw}")`);
  }

  const sessionMaxAgeMs = positiveInt('SESSION_MAX_AGE_MS', nonEmpty(env.SESSION_MAX_AGE_MS), 30 * 24 * 60 * 60 * 1000, errors);

  if (errors.length > 0) throw new ConfigError(`Invalid configuration:\n  - ${errors.join('\n  - ')}`);
  // Only touch the disk once the rest is known to be valid.
  const jwtSecret = loadJwtSecret(nonEmpty(env.JWT_SECRET), dataDir, errors);
  if (errors.length > 0) throw new ConfigError(`Invalid configuration:\n  - ${errors.join('\n  - ')}`);

  return {
    environment,
    quotas,
    port,
    host,
    dataDir,
    database: databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: resolve(dataDir, 'db') },
    redisUrl,
    push: { redisPrefix, pingIntervalMs: 15_000, clientTimeoutMs: 30_000, handshakeTimeoutMs: 15_000, connectionTokenTtlMs: 60_000, ...quotas.push },
    publicUrl,
    publicUrlConfigured: configuredPublicUrl !== undefined,
    jwtSecret,
    adminEmail,
    adminPassword,
    apiKey: nonEmpty(env.API_KEY),
    logLevel,
    logger: true,
    orgName: nonEmpty(env.ORG_NAME) ?? 'Switchboard',
    corsOrigins,
    remotes,
    docsBaseUrl: nonEmpty(env.DOCS_BASE_URL) ?? '/docs/',
    supportEmailDomain,
    staticRoot,
    trustProxy,
    loginRateLimit,
    loginThrottle,
    hubAuthRateLimit,
    hubVerificationMail,
    mail,
    files,
    refreshReuseGraceMs,
    sessionMaxAgeMs,
  };
}
