import type { NotificationStrings } from './types';

const ptPt: NotificationStrings = {
  title: 'Notificações',
  filterLabel: 'Mostrar notificações',
  filter: { all: 'Todas', unread: 'Não lidas', read: 'Lidas' },
  markAllRead: 'Marcar todas como lidas',
  empty: 'Sem notificações',
  loadFailed: 'Não foi possível carregar as notificações.',
  retry: 'Tentar novamente',
  loadingMore: 'A carregar mais…',
  unread: 'Não lida',
  someone: 'Alguém',
  blocked: {
    title: 'As notificações do navegador estão bloqueadas',
    detail: 'Para saber da nova atividade enquanto o Switchboard está em segundo plano, permita as notificações deste site nas definições do navegador.',
  },
  offer: {
    title: 'Receber notificações do navegador',
    detail: 'Saiba da nova atividade enquanto o Switchboard está em segundo plano.',
    enable: 'Ativar',
  },
  types: {
    ticket_assigned: '{{actor}} atribuiu-lhe um ticket',
    ticket_group_assigned: '{{actor}} atribuiu um ticket ao seu grupo',
    status_update: '{{actor}} alterou o estado de um ticket',
    comment_mention: '{{actor}} mencionou-o num comentário',
    comment_reply: '{{actor}} respondeu num ticket',
    comment_note: '{{actor}} adicionou uma nota interna num ticket',
    ticket_created: '{{actor}} abriu um novo ticket',
    ticket_escalation_on_time: 'Um ticket atingiu um prazo do nível de serviço',
    ticket_escalation_before: 'Um ticket está perto de um prazo do nível de serviço',
    ticket_escalation_after: 'Um ticket ultrapassou um prazo do nível de serviço',
    sync_users_success: 'Os utilizadores foram sincronizados',
    sync_users_failed: 'A sincronização de utilizadores falhou',
    sync_customers_success: 'Os clientes foram sincronizados',
    sync_customers_failed: 'A sincronização de clientes falhou',
  },
};
export default ptPt;
