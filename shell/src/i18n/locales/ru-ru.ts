import type { ShellStrings } from '../types';

const ruRu: ShellStrings = {
  app: { title: 'Switchboard', beta: 'Бета' },
  topbar: {
    addTicket: 'Добавить заявку',
    toggleMenu: 'Показать или скрыть меню',
    closeMenu: 'Закрыть меню',
    organizationLogo: 'Логотип {{name}}',
  },
  notifications: {
    title: 'Уведомления',
    bellLabel: 'Уведомления (непрочитанных: {{count}})',
    loading: 'Загрузка уведомлений…',
  },
  profile: {
    open: 'Профиль: {{name}}',
    language: 'Язык',
    searchLanguage: 'Поиск языка',
    logout: 'Выйти',
  },
  nav: {
    label: 'Основная навигация',
    help: 'Справка',
  },
  docs: {
    title: 'Справка',
    loading: 'Загрузка справки…',
    close: 'Закрыть',
    openInNewTab: 'Открыть в новой вкладке',
    errorTitle: 'Не удалось загрузить страницу справки',
    errorDetail: 'Сайт справки не ответил. Повторите попытку позже.',
  },
  docPages: {
    dashboard: 'Панель',
    'tickets-list': 'Список заявок',
    'tickets-details': 'Карточка заявки',
    'tickets-merge': 'Объединение заявок',
    categories: 'Категории',
    customers: 'Клиенты',
    settings: 'Настройки',
    users: 'Пользователи',
    roles: 'Роли',
    divisions: 'Подразделения',
    'user-groups': 'Группы пользователей',
    organization: 'Организация',
    schedules: 'Расписания',
    sla: 'Соглашения об уровне обслуживания',
    'data-action-templates': 'Шаблоны действий с данными',
    'data-action-authorizations': 'Авторизации действий с данными',
    status: 'Статусы заявок',
    oauth: 'Клиенты OAuth',
    workflows: 'Рабочие процессы',
    'email-domain': 'Почтовые домены',
    'email-templates': 'Шаблоны писем',
  },
  remote: {
    loading: 'Загрузка раздела…',
    versionMismatch:
      'Этот раздел относится к несовместимой версии Switchboard (раздел {{remoteVersion}}, приложение {{shellVersion}}). Перезагрузите страницу; если сообщение останется, попросите администратора установить совместимые версии.',
  },
  layout: { userLoadFailed: 'Не удалось загрузить ваш профиль' },
  permission: {
    title: 'Нет доступа',
    message: 'У вас нет прав на открытие этой страницы.',
    detail: 'Ваша роль не даёт доступа сюда. Попросите администратора назначить вам роль с нужным правом и войдите снова.',
  },
  notFound: {
    title: 'Страница не найдена',
    message: 'Запрошенная страница не существует или была перемещена.',
    home: 'На главную',
  },
  pages: {
    install: 'Установка Switchboard',
    createTicket: 'Создать заявку',
    verifyEmail: 'Подтвердите адрес эл. почты',
    agentWidget: 'Виджет агента',
    agentWidgetMain: 'Виджет агента',
    agentWidgetTicket: 'Виджет агента: заявка',
  },
  boot: {
    failed: 'Не удалось запустить Switchboard',
    reload: 'Перезагрузить',
  },
};

export default ruRu;
