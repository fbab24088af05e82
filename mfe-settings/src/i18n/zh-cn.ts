import type { SettingsMessages } from './types';

/** Chinese (simplified) strings of the `settings` namespace: their own chunk, fetched only when Chinese is in use. */
const zhCn: SettingsMessages = {
  index: {
    title: '设置',
    intro: '选择要配置的内容。这里只显示您的角色可以打开的区域。',
  },
  groups: {
    access: '人员与权限',
    organization: '组织',
    ticketing: '工单',
    email: '电子邮件',
    integrations: '集成',
  },
  areas: {
    users: { name: '用户', description: '邀请客服人员并设置其角色和部门。' },
    roles: { name: '角色', description: '决定每个角色可以查看和执行的操作。' },
    userGroups: { name: '用户组', description: '将共享工作和分配的客服人员分组。' },
    divisions: { name: '部门', description: '将组织划分为各自负责工作的部门。' },
    organization: { name: '组织', description: '名称、标志和区域默认设置。' },
    schedules: { name: '日程', description: 'SLA 计时所依据的工作时间和节假日。' },
    status: { name: '状态', description: '工单状态及工单经历这些状态的顺序。' },
    sla: { name: 'SLA 策略', description: '每个优先级的响应和解决目标。' },
    workflows: { name: '工作流', description: '在工单变化时自动执行操作。' },
    emailDomain: { name: '邮件域名', description: '收发支持邮件的域名。' },
    emailTemplates: { name: '邮件模板', description: '客户从您这里收到的邮件。' },
    dataActions: { name: '数据操作', description: '调用外部系统所用的模板和授权。' },
    oauth: { name: 'OAuth 客户端', description: '使用 API 的应用程序的凭据。' },
  },
  dataActions: {
    templates: '模板',
    authorizations: '授权',
  },
  pages: {
    templateCreate: '新建数据操作模板',
    templateDetails: '数据操作模板',
    authorizationCreate: '新建授权',
    authorizationDetails: '授权',
    statusCreate: '新建状态',
    statusDetails: '状态',
    divisionDetails: '部门',
    oauthCreate: '新建 OAuth 客户端',
    oauthDetails: 'OAuth 客户端',
    roleCreate: '新建角色',
    roleDetails: '角色',
    slaCreate: '新建 SLA 策略',
    slaDetails: 'SLA 策略',
    userDetails: '用户',
    scheduleCreate: '新建日程',
    scheduleDetails: '日程',
    workflowCreate: '新建工作流',
    workflowDetails: '工作流',
    emailDomainCreate: '新建邮件域名',
    emailDomainDetails: '邮件域名',
    emailTemplateCreate: '新建邮件模板',
    emailTemplateDetails: '邮件模板',
    userGroupCreate: '新建用户组',
    userGroupDetails: '用户组',
  },
};

export default zhCn;
