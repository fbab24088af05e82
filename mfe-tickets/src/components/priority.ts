import type { TFunction } from 'i18next';
import { TICKET_PRIORITIES } from '@switchboard/shared/contracts';

/** Tag colours of the four priorities (antd preset names work in light and dark themes). */
export const PRIORITY_COLORS: Record<string, string> = { Low: 'default', Medium: 'blue', High: 'orange', Critical: 'red' };

/** The translated name of a priority; null reads "No priority". */
export function priorityLabel(t: TFunction, priority: string | null | undefined): string {
  if (!priority || priority === 'none') return t('ticket.priorities.none');
  return (TICKET_PRIORITIES as readonly string[]).includes(priority) ? t(`ticket.priorities.${priority}`) : priority;
}
