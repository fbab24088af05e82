import type { SettingsMessages } from './types';

/** German strings of the `settings` namespace: their own chunk, fetched only when German is in use. */
const deDe: SettingsMessages = {
  index: {
    title: 'Einstellungen',
    intro: 'Wählen Sie, was Sie konfigurieren möchten. Sie sehen die Bereiche, die Ihre Rolle öffnen darf.',
  },
  groups: {
    access: 'Personen und Zugriff',
    organization: 'Organisation',
    ticketing: 'Tickets',
    email: 'E-Mail',
    integrations: 'Integrationen',
  },
  areas: {
    users: { name: 'Benutzer', description: 'Agenten einladen und ihre Rollen und Abteilungen festlegen.' },
    roles: { name: 'Rollen', description: 'Festlegen, was jede Rolle sehen und tun darf.' },
    userGroups: { name: 'Benutzergruppen', description: 'Agenten gruppieren, die Arbeit und Zuweisungen teilen.' },
    divisions: { name: 'Abteilungen', description: 'Die Organisation in Abteilungen mit eigener Arbeit aufteilen.' },
    organization: { name: 'Organisation', description: 'Name, Logo und regionale Standardwerte.' },
    schedules: { name: 'Zeitpläne', description: 'Geschäftszeiten und Feiertage, nach denen SLA-Fristen laufen.' },
    status: { name: 'Status', description: 'Ticketstatus und die Reihenfolge, in der Tickets sie durchlaufen.' },
    sla: { name: 'SLA-Richtlinien', description: 'Antwort- und Lösungsziele für jede Priorität.' },
    workflows: { name: 'Workflows', description: 'Automatisieren, was geschieht, wenn sich Tickets ändern.' },
    emailDomain: { name: 'E-Mail-Domains', description: 'Domains, die Support-E-Mails senden und empfangen.' },
    emailTemplates: { name: 'E-Mail-Vorlagen', description: 'Die E-Mails, die Ihre Kunden von Ihnen erhalten.' },
    dataActions: { name: 'Datenaktionen', description: 'Vorlagen und Autorisierungen für Aufrufe externer Systeme.' },
    oauth: { name: 'OAuth-Clients', description: 'Zugangsdaten für Anwendungen, die die API nutzen.' },
  },
  dataActions: {
    templates: 'Vorlagen',
    authorizations: 'Autorisierungen',
  },
  pages: {
    templateCreate: 'Neue Datenaktionsvorlage',
    templateDetails: 'Datenaktionsvorlage',
    authorizationCreate: 'Neue Autorisierung',
    authorizationDetails: 'Autorisierung',
    statusCreate: 'Neuer Status',
    statusDetails: 'Status',
    divisionDetails: 'Abteilung',
    oauthCreate: 'Neuer OAuth-Client',
    oauthDetails: 'OAuth-Client',
    roleCreate: 'Neue Rolle',
    roleDetails: 'Rolle',
    slaCreate: 'Neue SLA-Richtlinie',
    slaDetails: 'SLA-Richtlinie',
    userDetails: 'Benutzer',
    scheduleCreate: 'Neuer Zeitplan',
    scheduleDetails: 'Zeitplan',
    workflowCreate: 'Neuer Workflow',
    workflowDetails: 'Workflow',
    emailDomainCreate: 'Neue E-Mail-Domain',
    emailDomainDetails: 'E-Mail-Domain',
    emailTemplateCreate: 'Neue E-Mail-Vorlage',
    emailTemplateDetails: 'E-Mail-Vorlage',
    userGroupCreate: 'Neue Benutzergruppe',
    userGroupDetails: 'Benutzergruppe',
  },
};

export default deDe;
