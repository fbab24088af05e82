import type { SettingsMessages } from './types';

/** Russian strings of the `settings` namespace: their own chunk, fetched only when Russian is in use. */
const ruRu: SettingsMessages = {
  index: {
    title: 'Настройки',
    intro: 'Выберите, что настроить. Показаны разделы, доступные вашей роли.',
  },
  groups: {
    access: 'Люди и доступ',
    organization: 'Организация',
    ticketing: 'Заявки',
    email: 'Электронная почта',
    integrations: 'Интеграции',
  },
  areas: {
    users: { name: 'Пользователи', description: 'Приглашайте агентов и назначайте им роли и подразделения.' },
    roles: { name: 'Роли', description: 'Определите, что может видеть и делать каждая роль.' },
    userGroups: { name: 'Группы пользователей', description: 'Объединяйте агентов, которые делят работу и назначения.' },
    divisions: { name: 'Подразделения', description: 'Разделите организацию на подразделения со своей работой.' },
    organization: { name: 'Организация', description: 'Название, логотип и региональные настройки по умолчанию.' },
    schedules: { name: 'Расписания', description: 'Рабочие часы и праздники, по которым идут сроки SLA.' },
    status: { name: 'Статусы', description: 'Статусы заявок и порядок, в котором заявки их проходят.' },
    sla: { name: 'Политики SLA', description: 'Сроки ответа и решения для каждого приоритета.' },
    workflows: { name: 'Рабочие процессы', description: 'Автоматизируйте действия при изменении заявок.' },
    emailDomain: { name: 'Почтовые домены', description: 'Домены, которые отправляют и принимают почту поддержки.' },
    emailTemplates: { name: 'Шаблоны писем', description: 'Письма, которые ваши клиенты получают от вас.' },
    dataActions: { name: 'Действия с данными', description: 'Шаблоны и авторизации для обращений к внешним системам.' },
    oauth: { name: 'Клиенты OAuth', description: 'Учётные данные приложений, использующих API.' },
  },
  dataActions: {
    templates: 'Шаблоны',
    authorizations: 'Авторизации',
  },
  pages: {
    templateCreate: 'Новый шаблон действия с данными',
    templateDetails: 'Шаблон действия с данными',
    authorizationCreate: 'Новая авторизация',
    authorizationDetails: 'Авторизация',
    statusCreate: 'Новый статус',
    statusDetails: 'Статус',
    divisionDetails: 'Подразделение',
    oauthCreate: 'Новый клиент OAuth',
    oauthDetails: 'Клиент OAuth',
    roleCreate: 'Новая роль',
    roleDetails: 'Роль',
    slaCreate: 'Новая политика SLA',
    slaDetails: 'Политика SLA',
    userDetails: 'Пользователь',
    scheduleCreate: 'Новое расписание',
    scheduleDetails: 'Расписание',
    workflowCreate: 'Новый рабочий процесс',
    workflowDetails: 'Рабочий процесс',
    emailDomainCreate: 'Новый почтовый домен',
    emailDomainDetails: 'Почтовый домен',
    emailTemplateCreate: 'Новый шаблон письма',
    emailTemplateDetails: 'Шаблон письма',
    userGroupCreate: 'Новая группа пользователей',
    userGroupDetails: 'Группа пользователей',
  },
};

export default ruRu;
