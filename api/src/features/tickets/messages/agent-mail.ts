import { DEFAULT_LOCALE, LOCALES, type Locale, type MessageRecipient } from '@switchboard/shared/contracts';
import type { Kysely } from 'kysely';
import sanitizeHtml from 'sanitize-html';
import type { Database, TicketMessageRow } from '../../../db/index.js';
import { enqueueMail } from '../../mail/index.js';

/** Where agent mail comes from and how links in it are made absolute. */
export interface ThreadMailSettings {
  /** `support@{SUPPORT_EMAIL_DOMAIN}`: the From and Reply-To of agent replies. */
  supportAddress: string;
  /** Right-hand side of our Message-IDs. */
  messageIdDomain: string;
  /** Base of absolute links (PUBLIC_URL or the default address). */
  publicUrl: string;
}

/** Earlier messages listed in References, at most (mail clients only need the recent ones plus the root). */
const MAX_REFERENCES = 20;

/** Stable Message-ID of a thread message: the same id every time the message is referenced. */
export const messageIdOf = (messageId: string, domain: string) => `<${messageId}@${domain}>`;
/** The ticket's complaint opens the thread: the root every mail of the ticket refers to. */
export const ticketRootIdOf = (ticketId: string, domain: string) => `<ticket-${ticketId}@${domain}>`;

/** Puts `[#serial]` in front of a subject that does not carry it yet. */
export function subjectWithTicketNumber(subject: string, serialNumber: number): string {
  const oneLine = subject.replace(/[\r\n]+/g, ' ').trim();
  return oneLine.includes(`[#${serialNumber}]`) ? oneLine : `[#${serialNumber}] ${oneLine}`;
}

/** Header-safe display names: no quotes, angle brackets, backslashes or line breaks. */
const displayName = (name: string) => name.replace(/["<>\\\r\n]/g, ' ').replace(/\s+/g, ' ').trim();

export function formatAddress(email: string, name?: string): string {
  const clean = name ? displayName(name) : '';
  return clean ? `"${clean}" <${email}>` : email;
}

export const formatRecipients = (list: MessageRecipient[]) => list.map((entry) => (typeof entry === 'string' ? entry : formatAddress(entry.email, entry.name))).join(', ');

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

function absolute(url: string, publicUrl: string): string {
  try {
    return new URL(url, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();
  } catch {
    return url;
  }
}

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** HTML and plain-text bodies: the (already sanitised) message, attachments as links, the ticket number. */
export function renderMessageMail(row: TicketMessageRow, serialNumber: number, settings: ThreadMailSettings): { html: string; text: string } {
  // Our own file links are relative in the thread; a mail client needs them absolute.
  const body = row.body_html.replace(/(src|href)="(\/api\/v1\/files\/[^"]*)"/g, (_m, attribute: string, path: string) => `${attribute}="${absolute(path.replace(/&amp;/g, '&'), settings.publicUrl).replace(/&/g, '&amp;')}"`);
  const attachments = (row.attachments ?? []).map((a) => ({ name: a.fileName, url: absolute(a.fileUrl, settings.publicUrl), size: sizeText(a.fileSize) }));
  const attachmentHtml = attachments.length
    ? `<p><strong>Attachments</strong></p><ul>${attachments.map((a) => `<li><a href="${escapeHtml(a.url)}">${escapeHtml(a.name)}</a> (${a.size})</li>`).join('')}</ul>`
    : '';
  const footer = `<p style="color:#8c8c8c;font-size:12px">Ticket #${serialNumber}</p>`;
  const html = `<!doctype html><html><body>${body}${attachmentHtml}<hr>${footer}</body></html>`;

  const blocksAsLines = body.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h[1-6]|blockquote|pre|tr)>/gi, '\n');
  const plain = sanitizeHtml(blocksAsLines, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const attachmentText = attachments.length ? `\n\nAttachments:\n${attachments.map((a) => `- ${a.name} (${a.size}): ${a.url}`).join('\n')}` : '';
  return { html, text: `${plain}${attachmentText}\n\n--\nTicket #${serialNumber}` };
}

interface TicketForMail {
  id: string;
  serial_number: number;
  customer_locale: string | null;
}

/**
 * Queues the e-mail of an agent's message that was just sent, in the caller's transaction: From the
 * support address (with the agent's name), to/cc as on the message, `[#serial]` in the subject, a
 * Message-ID of its own, In-Reply-To the previous message of the thread (or the ticket root) and
 * References the root plus the recent thread.
 */
export async function enqueueAgentMessageMail(trx: Kysely<Database>, row: TicketMessageRow, ticket: TicketForMail, settings: ThreadMailSettings): Promise<void> {
  const earlier = await trx
    .selectFrom('ticket_messages')
    .select('id')
    .where('ticket_id', '=', ticket.id)
    .where('status', '=', 'sent')
    .where('id', '!=', row.id)
    .orderBy('sent_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(MAX_REFERENCES)
    .execute();
  const root = ticketRootIdOf(ticket.id, settings.messageIdDomain);
  const previous = earlier.map((m) => messageIdOf(m.id, settings.messageIdDomain)).reverse();
  const { html, text } = renderMessageMail(row, ticket.serial_number, settings);
  const locale = (LOCALES as readonly string[]).includes(ticket.customer_locale ?? '') ? (ticket.customer_locale as Locale) : DEFAULT_LOCALE;
  await enqueueMail(trx, {
    organizationId: row.organization_id,
    kind: 'ticket.message',
    locale,
    to: formatRecipients(row.email_to ?? []),
    cc: (row.email_cc ?? []).length > 0 ? formatRecipients(row.email_cc) : undefined,
    from: formatAddress(settings.supportAddress, row.author_name),
    replyTo: settings.supportAddress,
    subject: subjectWithTicketNumber(row.subject ?? '', ticket.serial_number),
    html,
    text,
    messageId: messageIdOf(row.id, settings.messageIdDomain),
    inReplyTo: previous.at(-1) ?? root,
    references: [root, ...previous].join(' '),
  });
}
