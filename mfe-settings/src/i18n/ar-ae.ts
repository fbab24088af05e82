import type { SettingsMessages } from './types';

/** Arabic strings of the `settings` namespace: their own chunk, fetched only when Arabic is in use. */
const arAe: SettingsMessages = {
  index: {
    title: 'الإعدادات',
    intro: 'اختر ما تريد ضبطه. تظهر لك الأقسام التي يسمح لك دورك بفتحها.',
  },
  groups: {
    access: 'الأشخاص والصلاحيات',
    organization: 'المؤسسة',
    ticketing: 'التذاكر',
    email: 'البريد الإلكتروني',
    integrations: 'التكاملات',
  },
  areas: {
    users: { name: 'المستخدمون', description: 'ادعُ الوكلاء وحدد أدوارهم وأقسامهم.' },
    roles: { name: 'الأدوار', description: 'حدد ما يمكن لكل دور رؤيته وفعله.' },
    userGroups: { name: 'مجموعات المستخدمين', description: 'اجمع الوكلاء الذين يتشاركون العمل والتكليفات.' },
    divisions: { name: 'الأقسام', description: 'قسّم المؤسسة إلى أقسام يتولى كل منها عمله.' },
    organization: { name: 'المؤسسة', description: 'الاسم والشعار والإعدادات الإقليمية الافتراضية.' },
    schedules: { name: 'الجداول الزمنية', description: 'ساعات العمل والعطلات التي تتبعها مؤقتات اتفاقية مستوى الخدمة.' },
    status: { name: 'الحالات', description: 'حالات التذاكر والترتيب الذي تمر به التذاكر.' },
    sla: { name: 'سياسات مستوى الخدمة', description: 'أهداف الرد والحل لكل أولوية.' },
    workflows: { name: 'سير العمل', description: 'أتمتة ما يحدث عند تغيّر التذاكر.' },
    emailDomain: { name: 'نطاقات البريد', description: 'النطاقات التي ترسل بريد الدعم وتستقبله.' },
    emailTemplates: { name: 'قوالب البريد', description: 'الرسائل التي يتلقاها عملاؤك منك بالبريد.' },
    dataActions: { name: 'إجراءات البيانات', description: 'قوالب وتفويضات للاتصال بالأنظمة الخارجية.' },
    oauth: { name: 'عملاء OAuth', description: 'بيانات اعتماد التطبيقات التي تستخدم واجهة البرمجة.' },
  },
  dataActions: {
    templates: 'القوالب',
    authorizations: 'التفويضات',
  },
  pages: {
    templateCreate: 'قالب إجراء بيانات جديد',
    templateDetails: 'قالب إجراء البيانات',
    authorizationCreate: 'تفويض جديد',
    authorizationDetails: 'التفويض',
    statusCreate: 'حالة جديدة',
    statusDetails: 'الحالة',
    divisionDetails: 'القسم',
    oauthCreate: 'عميل OAuth جديد',
    oauthDetails: 'عميل OAuth',
    roleCreate: 'دور جديد',
    roleDetails: 'الدور',
    slaCreate: 'سياسة مستوى خدمة جديدة',
    slaDetails: 'سياسة مستوى الخدمة',
    userDetails: 'المستخدم',
    scheduleCreate: 'جدول زمني جديد',
    scheduleDetails: 'الجدول الزمني',
    workflowCreate: 'سير عمل جديد',
    workflowDetails: 'سير العمل',
    emailDomainCreate: 'نطاق بريد جديد',
    emailDomainDetails: 'نطاق البريد',
    emailTemplateCreate: 'قالب بريد جديد',
    emailTemplateDetails: 'قالب البريد',
    userGroupCreate: 'مجموعة مستخدمين جديدة',
    userGroupDetails: 'مجموعة المستخدمين',
  },
};

export default arAe;
