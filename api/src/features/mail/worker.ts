import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../../config.js';
import { PollingWorker, type Db, type MailOutboxRow } from '../../db/index.js';
import { imagePath } from '../tickets/files/images.js';
import { headersOfRow, type MailKind } from './outbox.js';
import type { MailTransport } from './transport.js';

/** Retries never wait longer than this. */
const MAX_RETRY_DELAY_MS = 10 * 60 * 1000;
/** A claimed row is retried by anyone once this passes (its worker died mid-send). */
const CLAIM_SECONDS = 120;
const BATCH_SIZE = 20;

export interface DrainResult {
  sent: number;
  retrying: number;
  failed: number;
}

/** Delay before attempt `attempts + 1`: base, 2×base, 4×base, … capped at 10 minutes. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Drains `mail_outbox`. Rows are claimed in short transactions (`FOR UPDATE SKIP LOCKED`, plus a
 * lease so no transaction stays open while talking to the mail server: on PGlite that would stall
 * every request), sent, then marked sent or rescheduled with exponential backoff; after
 * `maxAttempts` failures a row is kept with `failed_at` and its last error. Several replicas can
 * run workers on one database.
 */
/** Mail kinds sent before the recipient's address is proven: nothing but the code and the organisation's name. */
const UNPROVEN_KINDS: ReadonlySet<string> = new Set<MailKind>(['customer.otp', 'customer.accountExists']);

const escapeAttribute = (text: string) => text.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c]!);

/** The HTML body with the organisation's logo above it (an `<img>` of the public image URL). */
export function withLogo(html: string, logo: { url: string; name: string }): string {
  const image = `<p><img src="${escapeAttribute(logo.url)}" alt="${escapeAttribute(logo.name)}" height="40" style="height:40px;width:auto;border:0"></p>`;
  return /<body[^>]*>/i.test(html) ? html.replace(/<body[^>]*>/i, (open) => `${open}${image}`) : `${image}${html}`;
}

export class MailWorker extends PollingWorker<DrainResult> {
  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly config: Pick<MailConfig, 'from' | 'maxAttempts' | 'retryBaseMs' | 'pollIntervalMs'> & {
      /** Where mail readers fetch the organisation's logo; without it mail carries none. */
      publicUrl?: string;
    },
    log: FastifyBaseLogger,
  ) {
    super(log, 'mail worker', config.pollIntervalMs);
  }

  get transportDescription(): string {
    return this.transport.description;
  }

  /** Polls every `pollIntervalMs` and whenever `wake()` is called. */
  override start(): void {
    if (!this.isStarted) this.log.info(`mail worker started (${this.transport.description})`);
    super.start();
  }

  /** Stops polling and waits for the mail being sent; then closes the transport. */
  override async stop(): Promise<void> {
    await super.stop();
    this.transport.close();
  }

  protected async drainAll(): Promise<DrainResult> {
    const total: DrainResult = { sent: 0, retrying: 0, failed: 0 };
    for (;;) {
      const batch = await this.claim();
      if (batch.length === 0) return total;
      const logos = await this.logosOf(batch);
      for (const row of batch) total[await this.deliver(row, UNPROVEN_KINDS.has(row.kind) ? undefined : logos.get(row.organization_id ?? ''))] += 1;
    }
  }

  /**
   * The logos of the organisations of a batch, in one query. Mail sent before an address is proven
   * carries only the code and the organisation's name, so those kinds get none.
   */
  private async logosOf(batch: readonly MailOutboxRow[]): Promise<Map<string, { url: string; name: string }>> {
    const organizationIds = [...new Set(batch.filter((row) => row.organization_id && !UNPROVEN_KINDS.has(row.kind)).map((row) => row.organization_id!))];
    if (!this.config.publicUrl || organizationIds.length === 0) return new Map();
    const origin = this.config.publicUrl.replace(/\/$/, '');
    const rows = await this.db.selectFrom('organizations').select(['id', 'name', 'logo_file_id']).where('id', 'in', organizationIds).where('logo_file_id', 'is not', null).execute();
    return new Map(rows.map((row) => [row.id, { url: `${origin}${imagePath(row.logo_file_id!)}`, name: row.name }]));
  }

  private async claim(): Promise<MailOutboxRow[]> {
    const result = await sql<MailOutboxRow>`
      with due as (
        select id from mail_outbox
        where sent_at is null and failed_at is null and next_attempt_at <= now()
          and (locked_until is null or locked_until < now())
        order by next_attempt_at
        limit ${BATCH_SIZE}
        for update skip locked
      )
      update mail_outbox as m
      set locked_until = now() + make_interval(secs => ${CLAIM_SECONDS}), attempts = m.attempts + 1
      from due where m.id = due.id
      returning m.*`.execute(this.db);
    return result.rows;
  }

  private async deliver(row: MailOutboxRow, logo?: { url: string; name: string }): Promise<keyof DrainResult> {
    try {
      const messageId = await this.transport.send({
        id: row.id,
        ...headersOfRow(row),
        from: row.from_address ?? this.config.from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body ?? '',
        html: logo ? withLogo(row.html_body ?? '', logo) : (row.html_body ?? ''),
        locale: row.locale,
      });
      // The bodies may hold a one-time code or link: nothing to keep once delivered.
      await this.db
        .updateTable('mail_outbox')
        .set({ sent_at: new Date(), locked_until: null, last_error: null, message_id: messageId, text_body: null, html_body: null })
        .where('id', '=', row.id)
        .execute();
      return 'sent';
    } catch (error) {
      const lastError = errorText(error);
      if (row.attempts >= this.config.maxAttempts) {
        await this.db.updateTable('mail_outbox').set({ failed_at: new Date(), locked_until: null, last_error: lastError }).where('id', '=', row.id).execute();
        this.log.error({ mailId: row.id, to: row.to_address, attempts: row.attempts, error: lastError }, 'mail given up after the last attempt');
        return 'failed';
      }
      const delay = retryDelayMs(row.attempts, this.config.retryBaseMs);
      await this.db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: sql<Date>`now() + make_interval(secs => ${delay / 1000})`, locked_until: null, last_error: lastError })
        .where('id', '=', row.id)
        .execute();
      this.log.warn({ mailId: row.id, attempts: row.attempts, retryInMs: delay, error: lastError }, 'mail not delivered; will retry');
      return 'retrying';
    }
  }
}
