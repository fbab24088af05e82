import type { NotificationStrings } from './types';

const nlNl: NotificationStrings = {
  title: 'Meldingen',
  filterLabel: 'Meldingen tonen',
  filter: { all: 'Alle', unread: 'Ongelezen', read: 'Gelezen' },
  markAllRead: 'Alles als gelezen markeren',
  empty: 'Geen meldingen',
  loadFailed: 'De meldingen konden niet worden geladen.',
  retry: 'Opnieuw proberen',
  loadingMore: 'Meer laden…',
  unread: 'Ongelezen',
  someone: 'Iemand',
  blocked: {
    title: 'Browsermeldingen zijn geblokkeerd',
    detail: 'Sta meldingen voor deze site toe in de browserinstellingen om van nieuwe activiteit te horen terwijl Switchboard op de achtergrond draait.',
  },
  offer: {
    title: 'Browsermeldingen ontvangen',
    detail: 'Hoor van nieuwe activiteit terwijl Switchboard op de achtergrond draait.',
    enable: 'Inschakelen',
  },
  types: {
    ticket_assigned: '{{actor}} heeft een ticket aan je toegewezen',
    ticket_group_assigned: '{{actor}} heeft een ticket aan je groep toegewezen',
    status_update: '{{actor}} heeft de status van een ticket gewijzigd',
    comment_mention: '{{actor}} heeft je genoemd in een opmerking',
    comment_reply: '{{actor}} heeft gereageerd op een ticket',
    comment_note: '{{actor}} heeft een interne notitie bij een ticket toegevoegd',
    ticket_created: '{{actor}} heeft een nieuw ticket geopend',
    ticket_escalation_on_time: 'Een ticket heeft een serviceniveautermijn bereikt',
    ticket_escalation_before: 'Een ticket nadert een serviceniveautermijn',
    ticket_escalation_after: 'Een ticket heeft een serviceniveautermijn overschreden',
    sync_users_success: 'Gebruikers zijn gesynchroniseerd',
    sync_users_failed: 'Synchronisatie van gebruikers is mislukt',
    sync_customers_success: 'Klanten zijn gesynchroniseerd',
    sync_customers_failed: 'Synchronisatie van klanten is mislukt',
  },
};
export default nlNl;
