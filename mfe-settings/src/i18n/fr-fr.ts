import type { SettingsMessages } from './types';

/** French strings of the `settings` namespace: their own chunk, fetched only when French is in use. */
const frFr: SettingsMessages = {
  index: {
    title: 'Paramètres',
    intro: 'Choisissez ce que vous voulez configurer. Vous voyez les domaines que votre rôle vous autorise à ouvrir.',
  },
  groups: {
    access: 'Personnes et accès',
    organization: 'Organisation',
    ticketing: 'Tickets',
    email: 'E-mail',
    integrations: 'Intégrations',
  },
  areas: {
    users: { name: 'Utilisateurs', description: 'Invitez des agents et définissez leurs rôles et divisions.' },
    roles: { name: 'Rôles', description: 'Décidez ce que chaque rôle peut voir et faire.' },
    userGroups: { name: "Groupes d'utilisateurs", description: 'Regroupez les agents qui partagent travail et affectations.' },
    divisions: { name: 'Divisions', description: "Répartissez l'organisation en divisions responsables de leur travail." },
    organization: { name: 'Organisation', description: 'Nom, logo et paramètres régionaux par défaut.' },
    schedules: { name: 'Horaires', description: 'Heures ouvrées et jours fériés suivis par les délais SLA.' },
    status: { name: 'Statuts', description: "Statuts des tickets et l'ordre dans lequel ils progressent." },
    sla: { name: 'Politiques SLA', description: 'Objectifs de réponse et de résolution pour chaque priorité.' },
    workflows: { name: 'Workflows', description: 'Automatisez ce qui se passe quand les tickets changent.' },
    emailDomain: { name: 'Domaines e-mail', description: "Domaines qui envoient et reçoivent l'e-mail du support." },
    emailTemplates: { name: "Modèles d'e-mail", description: 'Les e-mails que vos clients reçoivent de vous.' },
    dataActions: { name: 'Actions de données', description: 'Modèles et autorisations pour les appels à des systèmes externes.' },
    oauth: { name: 'Clients OAuth', description: "Identifiants des applications qui utilisent l'API." },
  },
  dataActions: {
    templates: 'Modèles',
    authorizations: 'Autorisations',
  },
  pages: {
    templateCreate: "Nouveau modèle d'action de données",
    templateDetails: "Modèle d'action de données",
    authorizationCreate: 'Nouvelle autorisation',
    authorizationDetails: 'Autorisation',
    statusCreate: 'Nouveau statut',
    statusDetails: 'Statut',
    divisionDetails: 'Division',
    oauthCreate: 'Nouveau client OAuth',
    oauthDetails: 'Client OAuth',
    roleCreate: 'Nouveau rôle',
    roleDetails: 'Rôle',
    slaCreate: 'Nouvelle politique SLA',
    slaDetails: 'Politique SLA',
    userDetails: 'Utilisateur',
    scheduleCreate: 'Nouvel horaire',
    scheduleDetails: 'Horaire',
    workflowCreate: 'Nouveau workflow',
    workflowDetails: 'Workflow',
    emailDomainCreate: 'Nouveau domaine e-mail',
    emailDomainDetails: 'Domaine e-mail',
    emailTemplateCreate: "Nouveau modèle d'e-mail",
    emailTemplateDetails: "Modèle d'e-mail",
    userGroupCreate: "Nouveau groupe d'utilisateurs",
    userGroupDetails: "Groupe d'utilisateurs",
  },
};

export default frFr;
