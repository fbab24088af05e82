import type { NotificationStrings } from './types';

const arAe: NotificationStrings = {
  title: 'الإشعارات',
  filterLabel: 'عرض الإشعارات',
  filter: { all: 'الكل', unread: 'غير المقروءة', read: 'المقروءة' },
  markAllRead: 'تعليم الكل كمقروء',
  empty: 'لا توجد إشعارات',
  loadFailed: 'تعذّر تحميل الإشعارات.',
  retry: 'إعادة المحاولة',
  loadingMore: 'جارٍ تحميل المزيد…',
  unread: 'غير مقروء',
  someone: 'شخص ما',
  blocked: {
    title: 'إشعارات المتصفح محظورة',
    detail: 'لتعرف بالنشاط الجديد أثناء عمل Switchboard في الخلفية، اسمح بالإشعارات لهذا الموقع في إعدادات المتصفح.',
  },
  offer: {
    title: 'تلقي إشعارات المتصفح',
    detail: 'اعرف بالنشاط الجديد أثناء عمل Switchboard في الخلفية.',
    enable: 'تفعيل',
  },
  types: {
    ticket_assigned: 'أسند {{actor}} إليك تذكرة',
    ticket_group_assigned: 'أسند {{actor}} تذكرة إلى مجموعتك',
    status_update: 'غيّر {{actor}} حالة تذكرة',
    comment_mention: 'أشار إليك {{actor}} في تعليق',
    comment_reply: 'ردّ {{actor}} على تذكرة',
    comment_note: 'أضاف {{actor}} ملاحظة داخلية على تذكرة',
    ticket_created: 'فتح {{actor}} تذكرة جديدة',
    ticket_escalation_on_time: 'بلغت تذكرة موعدًا في مستوى الخدمة',
    ticket_escalation_before: 'اقتربت تذكرة من موعد في مستوى الخدمة',
    ticket_escalation_after: 'تجاوزت تذكرة موعدًا في مستوى الخدمة',
    sync_users_success: 'تمت مزامنة المستخدمين',
    sync_users_failed: 'فشلت مزامنة المستخدمين',
    sync_customers_success: 'تمت مزامنة العملاء',
    sync_customers_failed: 'فشلت مزامنة العملاء',
  },
};
export default arAe;
