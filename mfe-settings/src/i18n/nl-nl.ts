import type { SettingsMessages } from './types';

/** Dutch strings of the `settings` namespace: their own chunk, fetched only when Dutch is in use. */
const nlNl: SettingsMessages = {
  index: {
    title: 'Instellingen',
    intro: 'Kies wat u wilt instellen. U ziet de onderdelen die uw rol mag openen.',
  },
  groups: {
    access: 'Mensen en toegang',
    organization: 'Organisatie',
    ticketing: 'Tickets',
    email: 'E-mail',
    integrations: 'Integraties',
  },
  areas: {
    users: { name: 'Gebruikers', description: 'Nodig agenten uit en stel hun rollen en divisies in.' },
    roles: { name: 'Rollen', description: 'Bepaal wat elke rol mag zien en doen.' },
    userGroups: { name: 'Gebruikersgroepen', description: 'Groepeer agenten die werk en toewijzingen delen.' },
    divisions: { name: 'Divisies', description: 'Verdeel de organisatie in divisies met hun eigen werk.' },
    organization: { name: 'Organisatie', description: 'Naam, logo en regionale standaarden.' },
    schedules: { name: 'Roosters', description: 'Openingstijden en feestdagen die SLA-timers volgen.' },
    status: { name: 'Statussen', description: 'Ticketstatussen en de volgorde waarin tickets ze doorlopen.' },
    sla: { name: 'SLA-beleid', description: 'Reactie- en oplossingsdoelen per prioriteit.' },
    workflows: { name: 'Workflows', description: 'Automatiseer wat er gebeurt als tickets veranderen.' },
    emailDomain: { name: 'E-maildomeinen', description: 'Domeinen die supportmail verzenden en ontvangen.' },
    emailTemplates: { name: 'E-mailsjablonen', description: 'De e-mails die uw klanten van u ontvangen.' },
    dataActions: { name: 'Data-acties', description: 'Sjablonen en autorisaties voor aanroepen van externe systemen.' },
    oauth: { name: 'OAuth-clients', description: 'Inloggegevens voor toepassingen die de API gebruiken.' },
  },
  dataActions: {
    templates: 'Sjablonen',
    authorizations: 'Autorisaties',
  },
  pages: {
    templateCreate: 'Nieuw data-actiesjabloon',
    templateDetails: 'Data-actiesjabloon',
    authorizationCreate: 'Nieuwe autorisatie',
    authorizationDetails: 'Autorisatie',
    statusCreate: 'Nieuwe status',
    statusDetails: 'Status',
    divisionDetails: 'Divisie',
    oauthCreate: 'Nieuwe OAuth-client',
    oauthDetails: 'OAuth-client',
    roleCreate: 'Nieuwe rol',
    roleDetails: 'Rol',
    slaCreate: 'Nieuw SLA-beleid',
    slaDetails: 'SLA-beleid',
    userDetails: 'Gebruiker',
    scheduleCreate: 'Nieuw rooster',
    scheduleDetails: 'Rooster',
    workflowCreate: 'Nieuwe workflow',
    workflowDetails: 'Workflow',
    emailDomainCreate: 'Nieuw e-maildomein',
    emailDomainDetails: 'E-maildomein',
    emailTemplateCreate: 'Nieuw e-mailsjabloon',
    emailTemplateDetails: 'E-mailsjabloon',
    userGroupCreate: 'Nieuwe gebruikersgroep',
    userGroupDetails: 'Gebruikersgroep',
  },
};

export default nlNl;
