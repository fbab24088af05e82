import type { SettingsMessages } from './types';

/** Portuguese strings of the `settings` namespace: their own chunk, fetched only when Portuguese is in use. */
const ptPt: SettingsMessages = {
  index: {
    title: 'Definições',
    intro: 'Escolha o que configurar. Vê as áreas que a sua função lhe permite abrir.',
  },
  groups: {
    access: 'Pessoas e acessos',
    organization: 'Organização',
    ticketing: 'Pedidos',
    email: 'Email',
    integrations: 'Integrações',
  },
  areas: {
    users: { name: 'Utilizadores', description: 'Convide agentes e defina as suas funções e divisões.' },
    roles: { name: 'Funções', description: 'Decida o que cada função pode ver e fazer.' },
    userGroups: { name: 'Grupos de utilizadores', description: 'Agrupe agentes que partilham trabalho e atribuições.' },
    divisions: { name: 'Divisões', description: 'Divida a organização em divisões responsáveis pelo seu trabalho.' },
    organization: { name: 'Organização', description: 'Nome, logótipo e predefinições regionais.' },
    schedules: { name: 'Horários', description: 'Horário de funcionamento e feriados seguidos pelos prazos de SLA.' },
    status: { name: 'Estados', description: 'Estados dos pedidos e a ordem por que passam.' },
    sla: { name: 'Políticas de SLA', description: 'Objetivos de resposta e resolução para cada prioridade.' },
    workflows: { name: 'Fluxos de trabalho', description: 'Automatize o que acontece quando os pedidos mudam.' },
    emailDomain: { name: 'Domínios de email', description: 'Domínios que enviam e recebem o email de suporte.' },
    emailTemplates: { name: 'Modelos de email', description: 'Os emails que os seus clientes recebem de si.' },
    dataActions: { name: 'Ações de dados', description: 'Modelos e autorizações para chamadas a sistemas externos.' },
    oauth: { name: 'Clientes OAuth', description: 'Credenciais para as aplicações que usam a API.' },
  },
  dataActions: {
    templates: 'Modelos',
    authorizations: 'Autorizações',
  },
  pages: {
    templateCreate: 'Novo modelo de ação de dados',
    templateDetails: 'Modelo de ação de dados',
    authorizationCreate: 'Nova autorização',
    authorizationDetails: 'Autorização',
    statusCreate: 'Novo estado',
    statusDetails: 'Estado',
    divisionDetails: 'Divisão',
    oauthCreate: 'Novo cliente OAuth',
    oauthDetails: 'Cliente OAuth',
    roleCreate: 'Nova função',
    roleDetails: 'Função',
    slaCreate: 'Nova política de SLA',
    slaDetails: 'Política de SLA',
    userDetails: 'Utilizador',
    scheduleCreate: 'Novo horário',
    scheduleDetails: 'Horário',
    workflowCreate: 'Novo fluxo de trabalho',
    workflowDetails: 'Fluxo de trabalho',
    emailDomainCreate: 'Novo domínio de email',
    emailDomainDetails: 'Domínio de email',
    emailTemplateCreate: 'Novo modelo de email',
    emailTemplateDetails: 'Modelo de email',
    userGroupCreate: 'Novo grupo de utilizadores',
    userGroupDetails: 'Grupo de utilizadores',
  },
};

export default ptPt;
