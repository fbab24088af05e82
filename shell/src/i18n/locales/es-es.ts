import type { ShellStrings } from '../types';

const esEs: ShellStrings = {
  app: { title: 'Switchboard', beta: 'Beta' },
  topbar: {
    addTicket: 'Añadir ticket',
    toggleMenu: 'Mostrar u ocultar el menú',
    closeMenu: 'Cerrar el menú',
    organizationLogo: 'Logotipo de {{name}}',
  },
  notifications: {
    title: 'Notificaciones',
    bellLabel: 'Notificaciones ({{count}} sin leer)',
    loading: 'Cargando notificaciones…',
  },
  profile: {
    open: 'Perfil de {{name}}',
    language: 'Idioma',
    searchLanguage: 'Buscar idiomas',
    logout: 'Cerrar sesión',
  },
  nav: {
    label: 'Navegación principal',
    help: 'Ayuda',
  },
  docs: {
    title: 'Ayuda',
    loading: 'Cargando la página de ayuda…',
    close: 'Cerrar',
    openInNewTab: 'Abrir en una pestaña nueva',
    errorTitle: 'No se pudo cargar la página de ayuda',
    errorDetail: 'El sitio de ayuda no respondió. Inténtalo de nuevo más tarde.',
  },
  docPages: {
    dashboard: 'Panel',
    'tickets-list': 'Lista de tickets',
    'tickets-details': 'Detalles del ticket',
    'tickets-merge': 'Combinar tickets',
    categories: 'Categorías',
    customers: 'Clientes',
    settings: 'Configuración',
    users: 'Usuarios',
    roles: 'Roles',
    divisions: 'Divisiones',
    'user-groups': 'Grupos de usuarios',
    organization: 'Organización',
    schedules: 'Horarios',
    sla: 'Acuerdos de nivel de servicio',
    'data-action-templates': 'Plantillas de acciones de datos',
    'data-action-authorizations': 'Autorizaciones de acciones de datos',
    status: 'Estados de ticket',
    oauth: 'Clientes OAuth',
    workflows: 'Flujos de trabajo',
    'email-domain': 'Dominios de correo',
    'email-templates': 'Plantillas de correo',
  },
  remote: {
    loading: 'Cargando esta sección…',
    versionMismatch:
      'Esta sección procede de una versión incompatible de Switchboard (sección {{remoteVersion}}, aplicación {{shellVersion}}). Recargue la página; si el mensaje persiste, pida a su administrador que despliegue versiones compatibles.',
  },
  layout: { userLoadFailed: 'No se pudo cargar tu perfil' },
  permission: {
    title: 'Sin permiso',
    message: 'No tienes permiso para abrir esta página.',
    detail: 'Tu rol no te da acceso aquí. Pide a un administrador un rol con el permiso que necesitas y vuelve a iniciar sesión.',
  },
  notFound: {
    title: 'Página no encontrada',
    message: 'La página que buscas no existe o se ha movido.',
    home: 'Volver al inicio',
  },
  pages: {
    install: 'Instalar Switchboard',
    createTicket: 'Crear un ticket',
    verifyEmail: 'Verifica tu correo electrónico',
    agentWidget: 'Widget de agente',
    agentWidgetMain: 'Widget de agente',
    agentWidgetTicket: 'Widget de agente: ticket',
  },
  boot: {
    failed: 'Switchboard no pudo iniciarse',
    reload: 'Recargar',
  },
};

export default esEs;
