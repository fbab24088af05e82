import type { Locale } from './constants.js';
import { PERMISSION_RESOURCES } from './permissions.js';

// Names of the permission catalog's areas, resources and actions in every locale. Kept out of the
// contracts index (its own package subpath): the api answers `GET v1/permissions` with the caller's
// labels, so no front end pays for ten languages of them on its first load.

type ResourceKey = keyof typeof PERMISSION_RESOURCES;
/** `tickets` of `tickets:categories`. */
export type PermissionArea = ResourceKey extends `${infer A}:${string}` ? A : never;
/** Every action any resource has. */
export type PermissionAction = (typeof PERMISSION_RESOURCES)[ResourceKey][number];

export interface PermissionLabels {
  areas: Record<PermissionArea, string>;
  resources: Record<ResourceKey, string>;
  actions: Record<PermissionAction, string>;
}

export const PERMISSION_LABELS: Record<Locale, PermissionLabels> = {
  'en-us': {
    areas: { organization: 'Organisation', tickets: 'Tickets', directory: 'Directory', integrations: 'Integrations', workflows: 'Workflows', emails: 'Emails', analytics: 'Analytics' },
    resources: {
      'organization:settings': 'Organisation settings',
      'tickets:tickets': 'Tickets',
      'tickets:comments': 'Comments',
      'tickets:messages': 'Messages',
      'tickets:categories': 'Categories',
      'tickets:customers': 'Customers',
      'tickets:status': 'Statuses',
      'tickets:sla': 'Service levels',
      'directory:users': 'Users',
      'directory:roles': 'Roles',
      'directory:divisions': 'Divisions',
      'directory:userGroups': 'User groups',
      'organization:schedules': 'Schedules',
      'integrations:dataActions': 'Data actions',
      'integrations:authorizations': 'Authorisations',
      'integrations:oauths': 'OAuth clients',
      'workflows:workflows': 'Workflows',
      'emails:emails': 'Email addresses',
      'analytics:statusDashboard': 'Status dashboard',
      'analytics:trendDashboard': 'Trend dashboard',
    },
    actions: { view: 'View', add: 'Add', edit: 'Edit', delete: 'Delete', merge: 'Merge', publish: 'Publish' },
  },
  'es-es': {
    areas: { organization: 'Organización', tickets: 'Tickets', directory: 'Directorio', integrations: 'Integraciones', workflows: 'Flujos de trabajo', emails: 'Correos electrónicos', analytics: 'Análisis' },
    resources: {
      'organization:settings': 'Configuración de la organización',
      'tickets:tickets': 'Tickets',
      'tickets:comments': 'Comentarios',
      'tickets:messages': 'Mensajes',
      'tickets:categories': 'Categorías',
      'tickets:customers': 'Clientes',
      'tickets:status': 'Estados',
      'tickets:sla': 'Niveles de servicio',
      'directory:users': 'Usuarios',
      'directory:roles': 'Roles',
      'directory:divisions': 'Divisiones',
      'directory:userGroups': 'Grupos de usuarios',
      'organization:schedules': 'Horarios',
      'integrations:dataActions': 'Acciones de datos',
      'integrations:authorizations': 'Autorizaciones',
      'integrations:oauths': 'Clientes OAuth',
      'workflows:workflows': 'Flujos de trabajo',
      'emails:emails': 'Direcciones de correo',
      'analytics:statusDashboard': 'Panel de estados',
      'analytics:trendDashboard': 'Panel de tendencias',
    },
    actions: { view: 'Ver', add: 'Añadir', edit: 'Editar', delete: 'Eliminar', merge: 'Fusionar', publish: 'Publicar' },
  },
  'fr-fr': {
    areas: { organization: 'Organisation', tickets: 'Tickets', directory: 'Annuaire', integrations: 'Intégrations', workflows: 'Flux de travail', emails: 'E-mails', analytics: 'Analyses' },
    resources: {
      'organization:settings': 'Paramètres de l’organisation',
      'tickets:tickets': 'Tickets',
      'tickets:comments': 'Commentaires',
      'tickets:messages': 'Messages',
      'tickets:categories': 'Catégories',
      'tickets:customers': 'Clients',
      'tickets:status': 'Statuts',
      'tickets:sla': 'Niveaux de service',
      'directory:users': 'Utilisateurs',
      'directory:roles': 'Rôles',
      'directory:divisions': 'Divisions',
      'directory:userGroups': 'Groupes d’utilisateurs',
      'organization:schedules': 'Horaires',
      'integrations:dataActions': 'Actions de données',
      'integrations:authorizations': 'Autorisations',
      'integrations:oauths': 'Clients OAuth',
      'workflows:workflows': 'Flux de travail',
      'emails:emails': 'Adresses e-mail',
      'analytics:statusDashboard': 'Tableau de bord des statuts',
      'analytics:trendDashboard': 'Tableau de bord des tendances',
    },
    actions: { view: 'Voir', add: 'Ajouter', edit: 'Modifier', delete: 'Supprimer', merge: 'Fusionner', publish: 'Publier' },
  },
  'de-de': {
    areas: { organization: 'Organisation', tickets: 'Tickets', directory: 'Verzeichnis', integrations: 'Integrationen', workflows: 'Workflows', emails: 'E-Mails', analytics: 'Auswertungen' },
    resources: {
      'organization:settings': 'Organisationseinstellungen',
      'tickets:tickets': 'Tickets',
      'tickets:comments': 'Kommentare',
      'tickets:messages': 'Nachrichten',
      'tickets:categories': 'Kategorien',
      'tickets:customers': 'Kunden',
      'tickets:status': 'Status',
      'tickets:sla': 'Service-Level',
      'directory:users': 'Benutzer',
      'directory:roles': 'Rollen',
      'directory:divisions': 'Bereiche',
      'directory:userGroups': 'Benutzergruppen',
      'organization:schedules': 'Zeitpläne',
      'integrations:dataActions': 'Datenaktionen',
      'integrations:authorizations': 'Autorisierungen',
      'integrations:oauths': 'OAuth-Clients',
      'workflows:workflows': 'Workflows',
      'emails:emails': 'E-Mail-Adressen',
      'analytics:statusDashboard': 'Status-Dashboard',
      'analytics:trendDashboard': 'Trend-Dashboard',
    },
    actions: { view: 'Anzeigen', add: 'Hinzufügen', edit: 'Bearbeiten', delete: 'Löschen', merge: 'Zusammenführen', publish: 'Veröffentlichen' },
  },
  'ru-ru': {
    areas: { organization: 'Организация', tickets: 'Заявки', directory: 'Справочник', integrations: 'Интеграции', workflows: 'Процессы', emails: 'Почта', analytics: 'Аналитика' },
    resources: {
      'organization:settings': 'Настройки организации',
      'tickets:tickets': 'Заявки',
      'tickets:comments': 'Комментарии',
      'tickets:messages': 'Сообщения',
      'tickets:categories': 'Категории',
      'tickets:customers': 'Клиенты',
      'tickets:status': 'Статусы',
      'tickets:sla': 'Уровни обслуживания',
      'directory:users': 'Пользователи',
      'directory:roles': 'Роли',
      'directory:divisions': 'Подразделения',
      'directory:userGroups': 'Группы пользователей',
      'organization:schedules': 'Расписания',
      'integrations:dataActions': 'Действия с данными',
      'integrations:authorizations': 'Авторизации',
      'integrations:oauths': 'Клиенты OAuth',
      'workflows:workflows': 'Процессы',
      'emails:emails': 'Адреса электронной почты',
      'analytics:statusDashboard': 'Панель статусов',
      'analytics:trendDashboard': 'Панель трендов',
    },
    actions: { view: 'Просмотр', add: 'Добавление', edit: 'Изменение', delete: 'Удаление', merge: 'Объединение', publish: 'Публикация' },
  },
  'pt-pt': {
    areas: { organization: 'Organização', tickets: 'Pedidos', directory: 'Diretório', integrations: 'Integrações', workflows: 'Fluxos de trabalho', emails: 'Emails', analytics: 'Análise' },
    resources: {
      'organization:settings': 'Definições da organização',
      'tickets:tickets': 'Pedidos',
      'tickets:comments': 'Comentários',
      'tickets:messages': 'Mensagens',
      'tickets:categories': 'Categorias',
      'tickets:customers': 'Clientes',
      'tickets:status': 'Estados',
      'tickets:sla': 'Níveis de serviço',
      'directory:users': 'Utilizadores',
      'directory:roles': 'Funções',
      'directory:divisions': 'Divisões',
      'directory:userGroups': 'Grupos de utilizadores',
      'organization:schedules': 'Horários',
      'integrations:dataActions': 'Ações de dados',
      'integrations:authorizations': 'Autorizações',
      'integrations:oauths': 'Clientes OAuth',
      'workflows:workflows': 'Fluxos de trabalho',
      'emails:emails': 'Endereços de email',
      'analytics:statusDashboard': 'Painel de estados',
      'analytics:trendDashboard': 'Painel de tendências',
    },
    actions: { view: 'Ver', add: 'Adicionar', edit: 'Editar', delete: 'Eliminar', merge: 'Juntar', publish: 'Publicar' },
  },
  'ar-ae': {
    areas: { organization: 'المؤسسة', tickets: 'التذاكر', directory: 'الدليل', integrations: 'التكاملات', workflows: 'سير العمل', emails: 'البريد الإلكتروني', analytics: 'التحليلات' },
    resources: {
      'organization:settings': 'إعدادات المؤسسة',
      'tickets:tickets': 'التذاكر',
      'tickets:comments': 'التعليقات',
      'tickets:messages': 'الرسائل',
      'tickets:categories': 'الفئات',
      'tickets:customers': 'العملاء',
      'tickets:status': 'الحالات',
      'tickets:sla': 'مستويات الخدمة',
      'directory:users': 'المستخدمون',
      'directory:roles': 'الأدوار',
      'directory:divisions': 'الأقسام',
      'directory:userGroups': 'مجموعات المستخدمين',
      'organization:schedules': 'الجداول الزمنية',
      'integrations:dataActions': 'إجراءات البيانات',
      'integrations:authorizations': 'التفويضات',
      'integrations:oauths': 'عملاء OAuth',
      'workflows:workflows': 'سير العمل',
      'emails:emails': 'عناوين البريد الإلكتروني',
      'analytics:statusDashboard': 'لوحة الحالات',
      'analytics:trendDashboard': 'لوحة الاتجاهات',
    },
    actions: { view: 'عرض', add: 'إضافة', edit: 'تعديل', delete: 'حذف', merge: 'دمج', publish: 'نشر' },
  },
  'zh-cn': {
    areas: { organization: '组织', tickets: '工单', directory: '目录', integrations: '集成', workflows: '工作流', emails: '邮件', analytics: '分析' },
    resources: {
      'organization:settings': '组织设置',
      'tickets:tickets': '工单',
      'tickets:comments': '评论',
      'tickets:messages': '消息',
      'tickets:categories': '类别',
      'tickets:customers': '客户',
      'tickets:status': '状态',
      'tickets:sla': '服务级别',
      'directory:users': '用户',
      'directory:roles': '角色',
      'directory:divisions': '部门',
      'directory:userGroups': '用户组',
      'organization:schedules': '日程',
      'integrations:dataActions': '数据操作',
      'integrations:authorizations': '授权',
      'integrations:oauths': 'OAuth 客户端',
      'workflows:workflows': '工作流',
      'emails:emails': '邮件地址',
      'analytics:statusDashboard': '状态仪表板',
      'analytics:trendDashboard': '趋势仪表板',
    },
    actions: { view: '查看', add: '添加', edit: '编辑', delete: '删除', merge: '合并', publish: '发布' },
  },
  'hi-in': {
    areas: { organization: 'संगठन', tickets: 'टिकट', directory: 'निर्देशिका', integrations: 'एकीकरण', workflows: 'वर्कफ़्लो', emails: 'ईमेल', analytics: 'विश्लेषण' },
    resources: {
      'organization:settings': 'संगठन सेटिंग्स',
      'tickets:tickets': 'टिकट',
      'tickets:comments': 'टिप्पणियाँ',
      'tickets:messages': 'संदेश',
      'tickets:categories': 'श्रेणियाँ',
      'tickets:customers': 'ग्राहक',
      'tickets:status': 'स्थितियाँ',
      'tickets:sla': 'सेवा स्तर',
      'directory:users': 'उपयोगकर्ता',
      'directory:roles': 'भूमिकाएँ',
      'directory:divisions': 'प्रभाग',
      'directory:userGroups': 'उपयोगकर्ता समूह',
      'organization:schedules': 'समय-सारणियाँ',
      'integrations:dataActions': 'डेटा क्रियाएँ',
      'integrations:authorizations': 'प्राधिकरण',
      'integrations:oauths': 'OAuth क्लाइंट',
      'workflows:workflows': 'वर्कफ़्लो',
      'emails:emails': 'ईमेल पते',
      'analytics:statusDashboard': 'स्थिति डैशबोर्ड',
      'analytics:trendDashboard': 'रुझान डैशबोर्ड',
    },
    actions: { view: 'देखें', add: 'जोड़ें', edit: 'संपादित करें', delete: 'हटाएँ', merge: 'मर्ज करें', publish: 'प्रकाशित करें' },
  },
  'nl-nl': {
    areas: { organization: 'Organisatie', tickets: 'Tickets', directory: 'Adresboek', integrations: 'Integraties', workflows: 'Workflows', emails: 'E-mails', analytics: 'Analyses' },
    resources: {
      'organization:settings': 'Organisatie-instellingen',
      'tickets:tickets': 'Tickets',
      'tickets:comments': 'Opmerkingen',
      'tickets:messages': 'Berichten',
      'tickets:categories': 'Categorieën',
      'tickets:customers': 'Klanten',
      'tickets:status': 'Statussen',
      'tickets:sla': 'Serviceniveaus',
      'directory:users': 'Gebruikers',
      'directory:roles': 'Rollen',
      'directory:divisions': 'Afdelingen',
      'directory:userGroups': 'Gebruikersgroepen',
      'organization:schedules': 'Roosters',
      'integrations:dataActions': 'Data-acties',
      'integrations:authorizations': 'Autorisaties',
      'integrations:oauths': 'OAuth-clients',
      'workflows:workflows': 'Workflows',
      'emails:emails': 'E-mailadressen',
      'analytics:statusDashboard': 'Statusdashboard',
      'analytics:trendDashboard': 'Trenddashboard',
    },
    actions: { view: 'Bekijken', add: 'Toevoegen', edit: 'Bewerken', delete: 'Verwijderen', merge: 'Samenvoegen', publish: 'Publiceren' },
  },
};

/** One action of a resource in the catalog answer: `permission` is the full string a role stores. */
export interface PermissionCatalogAction {
  action: PermissionAction;
  permission: string;
  label: string;
}
export interface PermissionCatalogResource {
  resource: ResourceKey;
  label: string;
  actions: PermissionCatalogAction[];
}
export interface PermissionCatalogArea {
  area: PermissionArea;
  label: string;
  resources: PermissionCatalogResource[];
}

/** The permission catalog grouped by area → resource → action, labelled in `locale`, in catalog order. */
export function permissionCatalog(locale: Locale): PermissionCatalogArea[] {
  const labels = PERMISSION_LABELS[locale];
  const areas = new Map<PermissionArea, PermissionCatalogArea>();
  for (const [resource, actions] of Object.entries(PERMISSION_RESOURCES) as [ResourceKey, readonly PermissionAction[]][]) {
    const area = resource.split(':')[0] as PermissionArea;
    if (!areas.has(area)) areas.set(area, { area, label: labels.areas[area], resources: [] });
    areas.get(area)!.resources.push({
      resource,
      label: labels.resources[resource],
      actions: actions.map((action) => ({ action, permission: `${resource}:${action}`, label: labels.actions[action] })),
    });
  }
  return [...areas.values()];
}
