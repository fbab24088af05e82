import type { ShellStrings } from '../types';

const arAe: ShellStrings = {
  app: { title: 'Switchboard', beta: 'تجريبي' },
  topbar: {
    addTicket: 'إضافة تذكرة',
    toggleMenu: 'إظهار القائمة أو إخفاؤها',
    closeMenu: 'إغلاق القائمة',
    organizationLogo: 'شعار {{name}}',
  },
  notifications: {
    title: 'الإشعارات',
    bellLabel: 'الإشعارات (غير المقروءة: {{count}})',
    loading: 'جارٍ تحميل الإشعارات…',
  },
  profile: {
    open: 'الملف الشخصي لـ {{name}}',
    language: 'اللغة',
    searchLanguage: 'البحث عن لغة',
    logout: 'تسجيل الخروج',
  },
  nav: {
    label: 'التنقل الرئيسي',
    help: 'المساعدة',
  },
  docs: {
    title: 'المساعدة',
    loading: 'جارٍ تحميل صفحة المساعدة…',
    close: 'إغلاق',
    openInNewTab: 'فتح في علامة تبويب جديدة',
    errorTitle: 'تعذّر تحميل صفحة المساعدة',
    errorDetail: 'لم يستجب موقع المساعدة. حاول مرة أخرى لاحقًا.',
  },
  docPages: {
    dashboard: 'لوحة المعلومات',
    'tickets-list': 'قائمة التذاكر',
    'tickets-details': 'تفاصيل التذكرة',
    'tickets-merge': 'دمج التذاكر',
    categories: 'الفئات',
    customers: 'العملاء',
    settings: 'الإعدادات',
    users: 'المستخدمون',
    roles: 'الأدوار',
    divisions: 'الأقسام',
    'user-groups': 'مجموعات المستخدمين',
    organization: 'المؤسسة',
    schedules: 'الجداول الزمنية',
    sla: 'اتفاقيات مستوى الخدمة',
    'data-action-templates': 'قوالب إجراءات البيانات',
    'data-action-authorizations': 'تفويضات إجراءات البيانات',
    status: 'حالات التذاكر',
    oauth: 'عملاء OAuth',
    workflows: 'سير العمل',
    'email-domain': 'نطاقات البريد الإلكتروني',
    'email-templates': 'قوالب البريد الإلكتروني',
  },
  remote: {
    loading: 'جارٍ تحميل هذا القسم…',
    versionMismatch:
      'هذا القسم من إصدار غير متوافق من Switchboard (القسم {{remoteVersion}}، التطبيق {{shellVersion}}). أعد تحميل الصفحة؛ وإذا بقيت هذه الرسالة، فاطلب من المسؤول نشر إصدارات متطابقة.',
  },
  layout: { userLoadFailed: 'تعذّر تحميل ملفك الشخصي' },
  permission: {
    title: 'لا توجد صلاحية',
    message: 'ليست لديك صلاحية لفتح هذه الصفحة.',
    detail: 'لا يمنحك دورك حق الوصول هنا. اطلب من أحد المسؤولين دورًا يتضمن الصلاحية التي تحتاجها، ثم سجّل الدخول مرة أخرى.',
  },
  notFound: {
    title: 'الصفحة غير موجودة',
    message: 'الصفحة التي طلبتها غير موجودة أو تم نقلها.',
    home: 'العودة إلى الصفحة الرئيسية',
  },
  pages: {
    install: 'تثبيت Switchboard',
    createTicket: 'إنشاء تذكرة',
    verifyEmail: 'تأكيد بريدك الإلكتروني',
    agentWidget: 'أداة الوكيل',
    agentWidgetMain: 'أداة الوكيل',
    agentWidgetTicket: 'أداة الوكيل: تذكرة',
  },
  boot: {
    failed: 'تعذّر تشغيل Switchboard',
    reload: 'إعادة التحميل',
  },
};

export default arAe;
