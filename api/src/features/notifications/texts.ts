import { MENTION_PATTERN } from '@switchboard/shared/contracts';
import sanitizeHtml from 'sanitize-html';

/** A notification's message is a glimpse, not the content: the popover shows two lines. */
export const MESSAGE_EXCERPT_LENGTH = 200;

/** Whitespace collapsed and cut at `max` characters (on a code point, with an ellipsis). */
export function excerpt(text: string, max = MESSAGE_EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

/** Comment text as people read it: `@[Name](id)` tokens become `@Name`. */
export function commentPlainText(text: string): string {
  return text.replace(MENTION_PATTERN, (_token, name: string) => `@${name}`);
}

/** Message HTML as plain text (block ends become spaces, entities decoded). */
export function messagePlainText(html: string): string {
  const blocksAsSpaces = html.replace(/<br\s*\/?>/gi, ' ').replace(/<\/(p|div|li|h[1-6]|blockquote|pre|tr|td)>/gi, ' ');
  return sanitizeHtml(blocksAsSpaces, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * Stored headers, in English: the API's language-neutral record. The shell shows its own translation
 * for every known type (it knows the reader's language; the processor does not).
 */
export const HEADERS = {
  ticket_assigned: (actor: string) => `${actor} assigned a ticket to you`,
  ticket_group_assigned: (actor: string, group: string) => `${actor} assigned a ticket to your group ${group}`,
  status_update: (actor: string) => `${actor} changed the status of a ticket`,
  comment_mention: (actor: string) => `${actor} mentioned you in a comment`,
  comment_note: (actor: string) => `${actor} added an internal note on a ticket you follow`,
  comment_reply_customer: (actor: string) => `${actor} replied on your ticket`,
  comment_reply_customer_chosen: (actor: string) => `${actor} replied on a ticket`,
  ticket_created_by_agent: (actor: string) => `${actor} created a ticket`,
  ticket_created_by_customer: (actor: string) => `${actor} opened a ticket`,
  comment_reply_agent: (actor: string) => `${actor} sent a reply on your ticket`,
  escalation: (timing: string, target: string) => {
    const what = ({ firstResponse: 'first response', nextResponse: 'next response', resolution: 'resolution' } as Record<string, string>)[target] ?? target;
    return timing === 'before' ? `A ticket's ${what} is due soon` : timing === 'onTime' ? `A ticket's ${what} is due now` : `A ticket's ${what} is overdue`;
  },
} as const;

export const UNKNOWN_ACTOR = 'Someone';
