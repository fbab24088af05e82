import type { TicketsMessages } from './en-us';

export const ruRu: TicketsMessages = {
  sections: { tickets: 'Заявки', categories: 'Категории', customers: 'Клиенты' },
  pages: {
    ticketsList: 'Заявки',
    ticketCreate: 'Новая заявка',
    ticketDetails: 'Сведения о заявке',
    ticketsMerge: 'Объединение заявок',
    categoriesList: 'Категории',
    categoryCreate: 'Новая категория',
    categoryDetails: 'Сведения о категории',
    customersList: 'Клиенты',
    customerCreate: 'Новый клиент',
    customerDetails: 'Сведения о клиенте',
  },
  mobileView: 'Мобильный вид',
};
