import type { ShellStrings } from '../types';

const nlNl: ShellStrings = {
  app: { title: 'Switchboard', beta: 'Bèta' },
  topbar: {
    addTicket: 'Ticket toevoegen',
    toggleMenu: 'Menu tonen of verbergen',
    closeMenu: 'Menu sluiten',
    organizationLogo: 'Logo van {{name}}',
  },
  notifications: {
    title: 'Meldingen',
    bellLabel: 'Meldingen ({{count}} ongelezen)',
    loading: 'Meldingen laden…',
  },
  profile: {
    open: 'Profiel van {{name}}',
    language: 'Taal',
    searchLanguage: 'Talen zoeken',
    logout: 'Afmelden',
  },
  nav: {
    label: 'Hoofdnavigatie',
    help: 'Help',
  },
  docs: {
    title: 'Help',
    loading: 'Helppagina laden…',
    close: 'Sluiten',
    openInNewTab: 'Openen in een nieuw tabblad',
    errorTitle: 'De helppagina kon niet worden geladen',
    errorDetail: 'De helpsite reageerde niet. Probeer het later opnieuw.',
  },
  docPages: {
    dashboard: 'Dashboard',
    'tickets-list': 'Ticketlijst',
    'tickets-details': 'Ticketdetails',
    'tickets-merge': 'Tickets samenvoegen',
    categories: 'Categorieën',
    customers: 'Klanten',
    settings: 'Instellingen',
    users: 'Gebruikers',
    roles: 'Rollen',
    divisions: 'Divisies',
    'user-groups': 'Gebruikersgroepen',
    organization: 'Organisatie',
    schedules: 'Roosters',
    sla: 'Service level agreements',
    'data-action-templates': 'Sjablonen voor data-acties',
    'data-action-authorizations': 'Autorisaties voor data-acties',
    status: 'Ticketstatussen',
    oauth: 'OAuth-clients',
    workflows: 'Workflows',
    'email-domain': 'E-maildomeinen',
    'email-templates': 'E-mailsjablonen',
  },
  remote: {
    loading: 'Dit onderdeel wordt geladen…',
    versionMismatch:
      'Dit onderdeel komt uit een niet-compatibele versie van Switchboard (onderdeel {{remoteVersion}}, app {{shellVersion}}). Laad de pagina opnieuw; blijft deze melding staan, vraag dan uw beheerder om passende versies te installeren.',
  },
  layout: { userLoadFailed: 'Je profiel kon niet worden geladen' },
  permission: {
    title: 'Geen toegang',
    message: 'Je hebt geen toestemming om deze pagina te openen.',
    detail: 'Je rol geeft je hier geen toegang. Vraag een beheerder om een rol met de benodigde rechten en meld je opnieuw aan.',
  },
  notFound: {
    title: 'Pagina niet gevonden',
    message: 'De gevraagde pagina bestaat niet of is verplaatst.',
    home: 'Terug naar start',
  },
  pages: {
    install: 'Switchboard installeren',
    createTicket: 'Ticket aanmaken',
    verifyEmail: 'Bevestig je e-mailadres',
    agentWidget: 'Agentwidget',
    agentWidgetMain: 'Agentwidget',
    agentWidgetTicket: 'Agentwidget: ticket',
  },
  boot: {
    failed: 'Switchboard kon niet starten',
    reload: 'Opnieuw laden',
  },
};

export default nlNl;
