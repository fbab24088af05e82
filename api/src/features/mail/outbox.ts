import type { Locale } from '@switchboard/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.js';
import type { RenderedMail } from './templates.js';

export type MailKind = 'customer.otp' | 'customer.accountExists' | 'customer.passwordReset' | 'agent.passwordReset' | 'agent.invitation' | 'agent.escalation' | 'ticket.message' | 'ticket.merged';

export interface OutgoingMail extends RenderedMail {
  organizationId: string | null;
  kind: MailKind;
  locale: Locale;
  /** One address or a comma-separated list (`"Name" <a@b>, c@d`). */
  to: string;
  /** Ticket mail: sender (else MAIL_FROM), Reply-To, copies and threading headers. */
  from?: string;
  replyTo?: string;
  cc?: string;
  messageId?: string;
  inReplyTo?: string;
  references?: string;
}

/** The optional headers of a mail and the outbox columns that keep them (null when absent). */
const HEADER_COLUMNS = {
  from: 'from_address',
  replyTo: 'reply_to',
  cc: 'cc_address',
  messageId: 'message_id',
  inReplyTo: 'in_reply_to',
  references: 'references_header',
} as const;

type OptionalHeader = keyof typeof HEADER_COLUMNS;
type HeaderColumn = (typeof HEADER_COLUMNS)[OptionalHeader];
const optionalHeaders = Object.keys(HEADER_COLUMNS) as OptionalHeader[];

/** An outbox row's header columns of `mail`. */
function headerColumnsOf(mail: Partial<Record<OptionalHeader, string>>): Record<HeaderColumn, string | null> {
  return Object.fromEntries(optionalHeaders.map((header) => [HEADER_COLUMNS[header], mail[header] ?? null])) as Record<HeaderColumn, string | null>;
}

/** The optional headers kept in an outbox row, for the transport (absent ones left out). */
export function headersOfRow(row: Record<HeaderColumn, string | null>): Partial<Record<OptionalHeader, string>> {
  return Object.fromEntries(optionalHeaders.flatMap((header) => (row[HEADER_COLUMNS[header]] === null ? [] : [[header, row[HEADER_COLUMNS[header]]]])));
}

/**
 * Queues a mail. Call it with the transaction of the business write, so the mail exists exactly
 * when the write committed; the worker delivers it afterwards, retrying until it goes through.
 */
export async function enqueueMail(trx: Kysely<Database>, mail: OutgoingMail): Promise<string> {
  const { organizationId, kind, locale, to, subject, text, html } = mail;
  const row = await trx
    .insertInto('mail_outbox')
    .values({ organization_id: organizationId, kind, locale, to_address: to, subject, text_body: text, html_body: html, ...headerColumnsOf(mail) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
