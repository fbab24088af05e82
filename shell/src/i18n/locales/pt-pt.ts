import type { ShellStrings } from '../types';

const ptPt: ShellStrings = {
  app: { title: 'Switchboard', beta: 'Beta' },
  topbar: {
    addTicket: 'Adicionar ticket',
    toggleMenu: 'Mostrar ou ocultar o menu',
    closeMenu: 'Fechar o menu',
    organizationLogo: 'Logótipo de {{name}}',
  },
  notifications: {
    title: 'Notificações',
    bellLabel: 'Notificações ({{count}} não lidas)',
    loading: 'A carregar notificações…',
  },
  profile: {
    open: 'Perfil de {{name}}',
    language: 'Idioma',
    searchLanguage: 'Pesquisar idiomas',
    logout: 'Terminar sessão',
  },
  nav: {
    label: 'Navegação principal',
    help: 'Ajuda',
  },
  docs: {
    title: 'Ajuda',
    loading: 'A carregar a página de ajuda…',
    close: 'Fechar',
    openInNewTab: 'Abrir num novo separador',
    errorTitle: 'Não foi possível carregar a página de ajuda',
    errorDetail: 'O site de ajuda não respondeu. Tente novamente mais tarde.',
  },
  docPages: {
    dashboard: 'Painel',
    'tickets-list': 'Lista de tickets',
    'tickets-details': 'Detalhes do ticket',
    'tickets-merge': 'Juntar tickets',
    categories: 'Categorias',
    customers: 'Clientes',
    settings: 'Definições',
    users: 'Utilizadores',
    roles: 'Funções',
    divisions: 'Divisões',
    'user-groups': 'Grupos de utilizadores',
    organization: 'Organização',
    schedules: 'Horários',
    sla: 'Acordos de nível de serviço',
    'data-action-templates': 'Modelos de ações de dados',
    'data-action-authorizations': 'Autorizações de ações de dados',
    status: 'Estados do ticket',
    oauth: 'Clientes OAuth',
    workflows: 'Fluxos de trabalho',
    'email-domain': 'Domínios de email',
    'email-templates': 'Modelos de email',
  },
  remote: {
    loading: 'A carregar esta secção…',
    versionMismatch:
      'Esta secção vem de uma versão incompatível do Switchboard (secção {{remoteVersion}}, aplicação {{shellVersion}}). Recarregue a página; se a mensagem persistir, peça ao administrador que instale versões compatíveis.',
  },
  layout: { userLoadFailed: 'Não foi possível carregar o seu perfil' },
  permission: {
    title: 'Sem permissão',
    message: 'Não tem permissão para abrir esta página.',
    detail: 'A sua função não lhe dá acesso aqui. Peça a um administrador uma função com a permissão necessária e inicie sessão novamente.',
  },
  notFound: {
    title: 'Página não encontrada',
    message: 'A página pedida não existe ou foi movida.',
    home: 'Voltar ao início',
  },
  pages: {
    install: 'Instalar o Switchboard',
    createTicket: 'Criar um ticket',
    verifyEmail: 'Verifique o seu email',
    agentWidget: 'Widget do agente',
    agentWidgetMain: 'Widget do agente',
    agentWidgetTicket: 'Widget do agente: ticket',
  },
  boot: {
    failed: 'Não foi possível iniciar o Switchboard',
    reload: 'Recarregar',
  },
};

export default ptPt;
