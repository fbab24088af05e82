import type { TicketsMessages } from './en-us';

export const arAe: TicketsMessages = {
  sections: { tickets: 'التذاكر', categories: 'الفئات', customers: 'العملاء' },
  pages: {
    ticketsList: 'التذاكر',
    ticketCreate: 'تذكرة جديدة',
    ticketDetails: 'تفاصيل التذكرة',
    ticketsMerge: 'دمج التذاكر',
    categoriesList: 'الفئات',
    categoryCreate: 'فئة جديدة',
    categoryDetails: 'تفاصيل الفئة',
    customersList: 'العملاء',
    customerCreate: 'عميل جديد',
    customerDetails: 'تفاصيل العميل',
  },
  mobileView: 'عرض الجوال',
};
