import type { NotificationStrings } from './types';

const frFr: NotificationStrings = {
  title: 'Notifications',
  filterLabel: 'Afficher les notifications',
  filter: { all: 'Toutes', unread: 'Non lues', read: 'Lues' },
  markAllRead: 'Tout marquer comme lu',
  empty: 'Aucune notification',
  loadFailed: 'Impossible de charger les notifications.',
  retry: 'Réessayer',
  loadingMore: 'Chargement…',
  unread: 'Non lue',
  someone: "Quelqu'un",
  blocked: {
    title: 'Les notifications du navigateur sont bloquées',
    detail: 'Pour être averti de la nouvelle activité lorsque Switchboard est en arrière-plan, autorisez les notifications pour ce site dans les paramètres du navigateur.',
  },
  offer: {
    title: 'Recevoir les notifications du navigateur',
    detail: 'Soyez averti de la nouvelle activité lorsque Switchboard est en arrière-plan.',
    enable: 'Activer',
  },
  types: {
    ticket_assigned: '{{actor}} vous a attribué un ticket',
    ticket_group_assigned: '{{actor}} a attribué un ticket à votre groupe',
    status_update: "{{actor}} a changé le statut d'un ticket",
    comment_mention: '{{actor}} vous a mentionné dans un commentaire',
    comment_reply: '{{actor}} a répondu sur un ticket',
    comment_note: '{{actor}} a ajouté une note interne sur un ticket',
    ticket_created: '{{actor}} a ouvert un nouveau ticket',
    ticket_escalation_on_time: 'Un ticket a atteint une échéance de niveau de service',
    ticket_escalation_before: 'Un ticket approche d’une échéance de niveau de service',
    ticket_escalation_after: 'Un ticket a dépassé une échéance de niveau de service',
    sync_users_success: 'Les utilisateurs ont été synchronisés',
    sync_users_failed: 'La synchronisation des utilisateurs a échoué',
    sync_customers_success: 'Les clients ont été synchronisés',
    sync_customers_failed: 'La synchronisation des clients a échoué',
  },
};
export default frFr;
