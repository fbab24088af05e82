import type { NotificationStrings } from './types';

const ruRu: NotificationStrings = {
  title: 'Уведомления',
  filterLabel: 'Показать уведомления',
  filter: { all: 'Все', unread: 'Непрочитанные', read: 'Прочитанные' },
  markAllRead: 'Отметить все как прочитанные',
  empty: 'Уведомлений нет',
  loadFailed: 'Не удалось загрузить уведомления.',
  retry: 'Повторить',
  loadingMore: 'Загрузка…',
  unread: 'Не прочитано',
  someone: 'Кто-то',
  blocked: {
    title: 'Уведомления браузера заблокированы',
    detail: 'Чтобы узнавать о новых событиях, пока Switchboard работает в фоне, разрешите уведомления для этого сайта в настройках браузера.',
  },
  offer: {
    title: 'Получать уведомления браузера',
    detail: 'Узнавайте о новых событиях, пока Switchboard работает в фоне.',
    enable: 'Включить',
  },
  types: {
    ticket_assigned: '{{actor}} назначил(а) вам заявку',
    ticket_group_assigned: '{{actor}} назначил(а) заявку вашей группе',
    status_update: '{{actor}} изменил(а) статус заявки',
    comment_mention: '{{actor}} упомянул(а) вас в комментарии',
    comment_reply: '{{actor}} ответил(а) в заявке',
    comment_note: '{{actor}} добавил(а) внутреннюю заметку к заявке',
    ticket_created: '{{actor}} открыл(а) новую заявку',
    ticket_escalation_on_time: 'Наступил срок по уровню сервиса',
    ticket_escalation_before: 'Скоро наступит срок по уровню сервиса',
    ticket_escalation_after: 'Срок по уровню сервиса прошёл',
    sync_users_success: 'Пользователи синхронизированы',
    sync_users_failed: 'Не удалось синхронизировать пользователей',
    sync_customers_success: 'Клиенты синхронизированы',
    sync_customers_failed: 'Не удалось синхронизировать клиентов',
  },
};
export default ruRu;
