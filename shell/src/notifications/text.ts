import type { TFunction } from 'i18next';
import { NOTIFICATION_TYPES, type AgentNotification } from '@switchboard/shared/contracts';

const KNOWN = new Set<string>(NOTIFICATION_TYPES);

/**
 * The header in the reader's language: the server stores English (it does not know who reads),
 * so known types are rendered here from the actor's name; unknown ones show the stored header.
 */
export function headerOf(notification: AgentNotification, t: TFunction<'notifications'>): string {
  if (!KNOWN.has(notification.type)) return notification.header;
  const actor = notification.actor?.name?.trim() || t('someone');
  return t(`types.${notification.type}` as 'types.ticket_assigned', { actor });
}

/** True when the text's first letter belongs to a right-to-left script (Hebrew, Arabic, Syriac, Thaana…). */
function startsRightToLeft(text: string): boolean {
  const letter = /\p{L}/u.exec(text)?.[0];
  return !!letter && /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/.test(letter);
}

/**
 * Status changes read "Open → Closed". The arrow is no mirrored character, so it follows the status
 * names' own script: status names written right to left point the other way ("مفتوح ← مغلق").
 */
export function messageOf(notification: AgentNotification): string {
  return notification.type === 'status_update' && startsRightToLeft(notification.message) ? notification.message.replace(' → ', ' ← ') : notification.message;
}
