import type { HubMessages } from './en-us';

export const ruRu: HubMessages = {
  brand: 'Центр поддержки',
  layout: {
    raiseIssue: 'Сообщить о проблеме',
    guest: 'Гость',
    noEmail: 'Нет',
    tickets: 'Заявки',
    logout: 'Выйти',
    language: 'Язык',
    openMenu: 'Открыть меню',
    darkTheme: 'Тёмная тема',
  },
  pages: {
    auth: 'Вход',
    tickets: 'Мои заявки',
    createTicket: 'Подать жалобу',
    ticketDetails: 'Сведения о заявке',
  },
};
