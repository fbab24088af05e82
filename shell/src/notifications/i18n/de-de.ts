import type { NotificationStrings } from './types';

const deDe: NotificationStrings = {
  title: 'Benachrichtigungen',
  filterLabel: 'Benachrichtigungen anzeigen',
  filter: { all: 'Alle', unread: 'Ungelesen', read: 'Gelesen' },
  markAllRead: 'Alle als gelesen markieren',
  empty: 'Keine Benachrichtigungen',
  loadFailed: 'Die Benachrichtigungen konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  loadingMore: 'Weitere werden geladen…',
  unread: 'Ungelesen',
  someone: 'Jemand',
  blocked: {
    title: 'Browser-Benachrichtigungen sind blockiert',
    detail: 'Um über neue Aktivitäten informiert zu werden, während Switchboard im Hintergrund läuft, erlauben Sie Benachrichtigungen für diese Website in den Browser-Einstellungen.',
  },
  offer: {
    title: 'Browser-Benachrichtigungen erhalten',
    detail: 'Erfahren Sie von neuen Aktivitäten, während Switchboard im Hintergrund läuft.',
    enable: 'Einschalten',
  },
  types: {
    ticket_assigned: '{{actor}} hat Ihnen ein Ticket zugewiesen',
    ticket_group_assigned: '{{actor}} hat Ihrer Gruppe ein Ticket zugewiesen',
    status_update: '{{actor}} hat den Status eines Tickets geändert',
    comment_mention: '{{actor}} hat Sie in einem Kommentar erwähnt',
    comment_reply: '{{actor}} hat auf ein Ticket geantwortet',
    comment_note: '{{actor}} hat eine interne Notiz zu einem Ticket hinzugefügt',
    ticket_created: '{{actor}} hat ein neues Ticket eröffnet',
    ticket_escalation_on_time: 'Ein Ticket hat eine Service-Level-Frist erreicht',
    ticket_escalation_before: 'Ein Ticket erreicht bald eine Service-Level-Frist',
    ticket_escalation_after: 'Ein Ticket hat eine Service-Level-Frist überschritten',
    sync_users_success: 'Die Benutzer wurden synchronisiert',
    sync_users_failed: 'Die Benutzersynchronisierung ist fehlgeschlagen',
    sync_customers_success: 'Die Kunden wurden synchronisiert',
    sync_customers_failed: 'Die Kundensynchronisierung ist fehlgeschlagen',
  },
};
export default deDe;
