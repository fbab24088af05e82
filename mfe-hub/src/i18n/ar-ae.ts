import type { HubMessages } from './en-us';

export const arAe: HubMessages = {
  brand: 'مركز المساعدة',
  layout: {
    raiseIssue: 'الإبلاغ عن مشكلة',
    guest: 'ضيف',
    noEmail: 'لا يوجد',
    tickets: 'التذاكر',
    logout: 'تسجيل الخروج',
    language: 'اللغة',
    openMenu: 'فتح القائمة',
    darkTheme: 'المظهر الداكن',
  },
  pages: {
    auth: 'تسجيل الدخول',
    tickets: 'تذاكري',
    createTicket: 'تقديم شكوى',
    ticketDetails: 'تفاصيل التذكرة',
  },
};
