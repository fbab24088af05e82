import type { Locale } from '@switchboard/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.js';
import type { RenderedMail } from './templates.js';

export type MailKind = 'customer.otp' | 'customer.accountExists' | 'customer.passwordReset' | 'ticket.message';

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

/**
 * Queues a mail. Call it with the transaction of the business write, so the mail exists exactly
 * when the write committed; the worker delivers it afterwards, retrying until it goes through.
 */
export async function enqueueMail(trx: Kysely<Database>, mail: OutgoingMail): Promise<string> {
  const row = await trx
    .insertInto('mail_outbox')
    .values({
      organization_id: mail.organizationId,
      kind: mail.kind,
      locale: mail.locale,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      from_address: mail.from ?? null,
      reply_to: mail.replyTo ?? null,
      cc_address: mail.cc ?? null,
      message_id: mail.messageId ?? null,
      in_reply_to: mail.inReplyTo ?? null,
      references_header: mail.references ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
