import type { NotificationStrings } from './types';

const esEs: NotificationStrings = {
  title: 'Notificaciones',
  filterLabel: 'Mostrar notificaciones',
  filter: { all: 'Todas', unread: 'No leídas', read: 'Leídas' },
  markAllRead: 'Marcar todas como leídas',
  empty: 'No hay notificaciones',
  loadFailed: 'No se pudieron cargar las notificaciones.',
  retry: 'Reintentar',
  loadingMore: 'Cargando más…',
  unread: 'No leída',
  someone: 'Alguien',
  blocked: {
    title: 'Las notificaciones del navegador están bloqueadas',
    detail: 'Para enterarte de la nueva actividad mientras Switchboard está en segundo plano, permite las notificaciones de este sitio en la configuración del navegador.',
  },
  offer: {
    title: 'Recibe notificaciones del navegador',
    detail: 'Entérate de la nueva actividad mientras Switchboard está en segundo plano.',
    enable: 'Activar',
  },
  types: {
    ticket_assigned: '{{actor}} te ha asignado un ticket',
    ticket_group_assigned: '{{actor}} ha asignado un ticket a tu grupo',
    status_update: '{{actor}} ha cambiado el estado de un ticket',
    comment_mention: '{{actor}} te ha mencionado en un comentario',
    comment_reply: '{{actor}} ha respondido en un ticket',
    comment_note: '{{actor}} ha añadido una nota interna en un ticket',
    ticket_created: '{{actor}} ha abierto un ticket nuevo',
    ticket_escalation_on_time: 'Un ticket ha alcanzado un plazo del nivel de servicio',
    ticket_escalation_before: 'Un ticket está cerca de un plazo del nivel de servicio',
    ticket_escalation_after: 'Un ticket ha superado un plazo del nivel de servicio',
    sync_users_success: 'Los usuarios se han sincronizado',
    sync_users_failed: 'La sincronización de usuarios ha fallado',
    sync_customers_success: 'Los clientes se han sincronizado',
    sync_customers_failed: 'La sincronización de clientes ha fallado',
  },
};
export default esEs;
