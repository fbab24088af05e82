import type { ShellStrings } from '../types';

const deDe: ShellStrings = {
  app: { title: 'Switchboard', beta: 'Beta' },
  topbar: {
    addTicket: 'Ticket hinzufügen',
    toggleMenu: 'Menü ein- oder ausblenden',
    closeMenu: 'Menü schließen',
    organizationLogo: 'Logo von {{name}}',
  },
  notifications: {
    title: 'Benachrichtigungen',
    bellLabel: 'Benachrichtigungen ({{count}} ungelesen)',
    loading: 'Benachrichtigungen werden geladen…',
  },
  profile: {
    open: 'Profil von {{name}}',
    language: 'Sprache',
    searchLanguage: 'Sprachen durchsuchen',
    logout: 'Abmelden',
  },
  nav: {
    label: 'Hauptnavigation',
    help: 'Hilfe',
  },
  docs: {
    title: 'Hilfe',
    loading: 'Hilfeseite wird geladen…',
    close: 'Schließen',
    openInNewTab: 'In neuem Tab öffnen',
    errorTitle: 'Die Hilfeseite konnte nicht geladen werden',
    errorDetail: 'Die Hilfeseite hat nicht geantwortet. Versuchen Sie es später erneut.',
  },
  docPages: {
    dashboard: 'Dashboard',
    'tickets-list': 'Ticketliste',
    'tickets-details': 'Ticketdetails',
    'tickets-merge': 'Tickets zusammenführen',
    categories: 'Kategorien',
    customers: 'Kunden',
    settings: 'Einstellungen',
    users: 'Benutzer',
    roles: 'Rollen',
    divisions: 'Abteilungen',
    'user-groups': 'Benutzergruppen',
    organization: 'Organisation',
    schedules: 'Zeitpläne',
    sla: 'Service-Level-Vereinbarungen',
    'data-action-templates': 'Vorlagen für Datenaktionen',
    'data-action-authorizations': 'Autorisierungen für Datenaktionen',
    status: 'Ticketstatus',
    oauth: 'OAuth-Clients',
    workflows: 'Workflows',
    'email-domain': 'E-Mail-Domains',
    'email-templates': 'E-Mail-Vorlagen',
  },
  remote: {
    loading: 'Dieser Bereich wird geladen…',
    versionMismatch:
      'Dieser Bereich stammt aus einer inkompatiblen Version von Switchboard (Bereich {{remoteVersion}}, App {{shellVersion}}). Laden Sie die Seite neu; bleibt diese Meldung, bitten Sie Ihre Administration, passende Versionen bereitzustellen.',
  },
  layout: { userLoadFailed: 'Ihr Profil konnte nicht geladen werden' },
  permission: {
    title: 'Keine Berechtigung',
    message: 'Sie haben keine Berechtigung, diese Seite zu öffnen.',
    detail: 'Ihre Rolle gewährt hier keinen Zugriff. Bitten Sie einen Administrator um eine Rolle mit der nötigen Berechtigung und melden Sie sich erneut an.',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    message: 'Die angeforderte Seite existiert nicht oder wurde verschoben.',
    home: 'Zur Startseite',
  },
  pages: {
    install: 'Switchboard installieren',
    createTicket: 'Ticket erstellen',
    verifyEmail: 'E-Mail-Adresse bestätigen',
    agentWidget: 'Agenten-Widget',
    agentWidgetMain: 'Agenten-Widget',
    agentWidgetTicket: 'Agenten-Widget: Ticket',
  },
  boot: {
    failed: 'Switchboard konnte nicht starten',
    reload: 'Neu laden',
  },
};

export default deDe;
