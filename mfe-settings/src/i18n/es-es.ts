import type { SettingsMessages } from './types';

/** Spanish strings of the `settings` namespace: their own chunk, fetched only when Spanish is in use. */
const esEs: SettingsMessages = {
  index: {
    title: 'Configuración',
    intro: 'Elija qué configurar. Verá las áreas que su rol le permite abrir.',
  },
  groups: {
    access: 'Personas y acceso',
    organization: 'Organización',
    ticketing: 'Tickets',
    email: 'Correo electrónico',
    integrations: 'Integraciones',
  },
  areas: {
    users: { name: 'Usuarios', description: 'Invite agentes y asigne sus roles y divisiones.' },
    roles: { name: 'Roles', description: 'Decida qué puede ver y hacer cada rol.' },
    userGroups: { name: 'Grupos de usuarios', description: 'Agrupe a los agentes que comparten trabajo y asignaciones.' },
    divisions: { name: 'Divisiones', description: 'Divida la organización en divisiones responsables de su trabajo.' },
    organization: { name: 'Organización', description: 'Nombre, logotipo y valores regionales predeterminados.' },
    schedules: { name: 'Horarios', description: 'Horario laboral y festivos que siguen los plazos del SLA.' },
    status: { name: 'Estados', description: 'Estados de los tickets y el orden en que avanzan.' },
    sla: { name: 'Políticas de SLA', description: 'Objetivos de respuesta y resolución para cada prioridad.' },
    workflows: { name: 'Flujos de trabajo', description: 'Automatice lo que ocurre cuando cambian los tickets.' },
    emailDomain: { name: 'Dominios de correo', description: 'Dominios que envían y reciben el correo de soporte.' },
    emailTemplates: { name: 'Plantillas de correo', description: 'Los correos que sus clientes reciben de usted.' },
    dataActions: { name: 'Acciones de datos', description: 'Plantillas y autorizaciones para llamadas a sistemas externos.' },
    oauth: { name: 'Clientes OAuth', description: 'Credenciales para las aplicaciones que usan la API.' },
  },
  dataActions: {
    templates: 'Plantillas',
    authorizations: 'Autorizaciones',
  },
  pages: {
    templateCreate: 'Nueva plantilla de acción de datos',
    templateDetails: 'Plantilla de acción de datos',
    authorizationCreate: 'Nueva autorización',
    authorizationDetails: 'Autorización',
    statusCreate: 'Nuevo estado',
    statusDetails: 'Estado',
    divisionDetails: 'División',
    oauthCreate: 'Nuevo cliente OAuth',
    oauthDetails: 'Cliente OAuth',
    roleCreate: 'Nuevo rol',
    roleDetails: 'Rol',
    slaCreate: 'Nueva política de SLA',
    slaDetails: 'Política de SLA',
    userDetails: 'Usuario',
    scheduleCreate: 'Nuevo horario',
    scheduleDetails: 'Horario',
    workflowCreate: 'Nuevo flujo de trabajo',
    workflowDetails: 'Flujo de trabajo',
    emailDomainCreate: 'Nuevo dominio de correo',
    emailDomainDetails: 'Dominio de correo',
    emailTemplateCreate: 'Nueva plantilla de correo',
    emailTemplateDetails: 'Plantilla de correo',
    userGroupCreate: 'Nuevo grupo de usuarios',
    userGroupDetails: 'Grupo de usuarios',
  },
};

export default esEs;
