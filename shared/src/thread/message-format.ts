import { getEnv } from '@switchboard/shared/client';
import type { MessageRecipient, TicketMessage } from '@switchboard/shared/contracts';

/**
 * The domain the server falls back to when `SUPPORT_EMAIL_DOMAIN` is not set (api config), used
 * only when the runtime settings are not loaded (tests, a host that did not pass them).
 */
const SERVER_DEFAULT_SUPPORT_DOMAIN = 'switchboard.local';

/** Up to two letters for the avatar: first and last word ("Maya Rao" → "MR", "support" → "S"). */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  // Array.from keeps characters outside the BMP (and their pairs) whole.
  const first = Array.from(words[0]!)[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1]!)[0] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase();
}

/** A mail party for display: a name and/or an address (at least one is set). */
export interface PartyParts {
  name?: string;
  address?: string;
}

/** The parts of `formatRecipient`, for screens that isolate the name and the address from each other. */
export function recipientParts(recipient: MessageRecipient): PartyParts {
  if (typeof recipient === 'string') return { address: recipient };
  const name = recipient.name?.trim();
  return name ? { name, address: recipient.email } : { address: recipient.email };
}

/** The parts of `senderLine`. */
export function senderParts(message: TicketMessage): PartyParts {
  const { from, fromName } = message.emailConfig;
  const name = fromName?.trim() || message.user.name;
  return { ...(name ? { name } : {}), ...(from ? { address: from } : {}) };
}

/** The parts of `recipientsLine`: the recipients, or the support address. */
export function recipientsParts(message: TicketMessage): PartyParts[] {
  const to = message.emailConfig.to;
  return to.length > 0 ? to.map(recipientParts) : [{ address: defaultSupportAddress() }];
}

/** "Name <email>" for a named recipient, the bare address otherwise. */
export function formatRecipient(recipient: MessageRecipient): string {
  if (typeof recipient === 'string') return recipient;
  const name = recipient.name?.trim();
  return name ? `${name} <${recipient.email}>` : recipient.email;
}

/** The support mailbox shown when a message names no recipient: `support@{supportEmailDomain}`. */
export function defaultSupportAddress(): string {
  let domain = SERVER_DEFAULT_SUPPORT_DOMAIN;
  try {
    domain = getEnv().supportEmailDomain?.trim() || domain;
  } catch {
    // env.json not loaded: keep the server's default domain.
  }
  return `support@${domain}`;
}

/** From: "fromName <from>", the address alone, or the sender's name. */
export function senderLine(message: TicketMessage): string {
  const { from, fromName } = message.emailConfig;
  const name = fromName?.trim() || message.user.name;
  if (from && name) return `${name} <${from}>`;
  return from || name;
}

/** To: the recipients, or the support address when the message names none. */
export function recipientsLine(message: TicketMessage): string {
  const to = message.emailConfig.to;
  return to.length > 0 ? to.map(formatRecipient).join(', ') : defaultSupportAddress();
}

/** Cc: the recipients, or null to leave the line out. */
export function ccLine(message: TicketMessage): string | null {
  const cc = message.emailConfig.cc;
  return cc.length > 0 ? cc.map(formatRecipient).join(', ') : null;
}

/** Subject: the message's, else the ticket title. */
export function subjectLine(message: TicketMessage, ticketTitle: string): string {
  return message.emailConfig.subject?.trim() || ticketTitle;
}

/**
 * An attachment link we are willing to open: http(s) or our own file routes. The server checks this
 * too; a link that fails it is shown without an href rather than as `javascript:` or the like.
 */
export function safeFileUrl(url: string): string | null {
  return /^(https?:\/\/|\/api\/v1\/files\/)/i.test(url.trim()) ? url.trim() : null;
}

/** True when the message holds no markup that breaks lines, so its newlines must be kept on screen. */
export function isPlainText(html: string): boolean {
  return !/<(p|div|br|li|blockquote|table|h[1-6]|pre)\b/i.test(html);
}
