import type { ShellStrings } from '../types';

const frFr: ShellStrings = {
  app: { title: 'Switchboard', beta: 'Bêta' },
  topbar: {
    addTicket: 'Ajouter un ticket',
    toggleMenu: 'Afficher ou masquer le menu',
    closeMenu: 'Fermer le menu',
    organizationLogo: 'Logo de {{name}}',
  },
  notifications: {
    title: 'Notifications',
    bellLabel: 'Notifications ({{count}} non lues)',
    loading: 'Chargement des notifications…',
  },
  profile: {
    open: 'Profil de {{name}}',
    language: 'Langue',
    searchLanguage: 'Rechercher une langue',
    logout: 'Se déconnecter',
  },
  nav: {
    label: 'Navigation principale',
    help: 'Aide',
  },
  docs: {
    title: 'Aide',
    loading: 'Chargement de la page d’aide…',
    close: 'Fermer',
    openInNewTab: 'Ouvrir dans un nouvel onglet',
    errorTitle: 'La page d’aide n’a pas pu être chargée',
    errorDetail: 'Le site d’aide n’a pas répondu. Réessayez plus tard.',
  },
  docPages: {
    dashboard: 'Tableau de bord',
    'tickets-list': 'Liste des tickets',
    'tickets-details': 'Détails du ticket',
    'tickets-merge': 'Fusionner des tickets',
    categories: 'Catégories',
    customers: 'Clients',
    settings: 'Paramètres',
    users: 'Utilisateurs',
    roles: 'Rôles',
    divisions: 'Divisions',
    'user-groups': 'Groupes d’utilisateurs',
    organization: 'Organisation',
    schedules: 'Horaires',
    sla: 'Accords de niveau de service',
    'data-action-templates': 'Modèles d’actions de données',
    'data-action-authorizations': 'Autorisations des actions de données',
    status: 'Statuts de ticket',
    oauth: 'Clients OAuth',
    workflows: 'Workflows',
    'email-domain': 'Domaines e-mail',
    'email-templates': 'Modèles d’e-mail',
  },
  remote: {
    loading: 'Chargement de cette section…',
    versionMismatch:
      'Cette section provient d’une version incompatible de Switchboard (section {{remoteVersion}}, application {{shellVersion}}). Rechargez la page ; si ce message persiste, demandez à votre administrateur de déployer des versions correspondantes.',
  },
  layout: { userLoadFailed: 'Votre profil n’a pas pu être chargé' },
  permission: {
    title: 'Accès refusé',
    message: 'Vous n’avez pas l’autorisation d’ouvrir cette page.',
    detail: 'Votre rôle ne vous donne pas accès ici. Demandez à un administrateur un rôle disposant de l’autorisation nécessaire, puis reconnectez-vous.',
  },
  notFound: {
    title: 'Page introuvable',
    message: 'La page demandée n’existe pas ou a été déplacée.',
    home: 'Retour à l’accueil',
  },
  pages: {
    install: 'Installer Switchboard',
    createTicket: 'Créer un ticket',
    verifyEmail: 'Vérifiez votre adresse e-mail',
    agentWidget: 'Widget agent',
    agentWidgetMain: 'Widget agent',
    agentWidgetTicket: 'Widget agent : ticket',
  },
  boot: {
    failed: 'Switchboard n’a pas pu démarrer',
    reload: 'Recharger',
  },
};

export default frFr;
