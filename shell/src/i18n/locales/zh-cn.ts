import type { ShellStrings } from '../types';

const zhCn: ShellStrings = {
  app: { title: 'Switchboard', beta: '测试版' },
  topbar: {
    addTicket: '新建工单',
    toggleMenu: '显示或隐藏菜单',
    closeMenu: '关闭菜单',
    organizationLogo: '{{name}} 的标志',
  },
  notifications: {
    title: '通知',
    bellLabel: '通知（{{count}} 条未读）',
    loading: '正在加载通知…',
  },
  profile: {
    open: '{{name}} 的个人资料',
    language: '语言',
    searchLanguage: '搜索语言',
    logout: '退出登录',
  },
  nav: {
    label: '主导航',
    help: '帮助',
  },
  docs: {
    title: '帮助',
    loading: '正在加载帮助页面…',
    close: '关闭',
    openInNewTab: '在新标签页中打开',
    errorTitle: '无法加载帮助页面',
    errorDetail: '帮助站点没有响应，请稍后再试。',
  },
  docPages: {
    dashboard: '仪表板',
    'tickets-list': '工单列表',
    'tickets-details': '工单详情',
    'tickets-merge': '合并工单',
    categories: '类别',
    customers: '客户',
    settings: '设置',
    users: '用户',
    roles: '角色',
    divisions: '部门',
    'user-groups': '用户组',
    organization: '组织',
    schedules: '排班时间表',
    sla: '服务级别协议',
    'data-action-templates': '数据操作模板',
    'data-action-authorizations': '数据操作授权',
    status: '工单状态',
    oauth: 'OAuth 客户端',
    workflows: '工作流',
    'email-domain': '邮件域名',
    'email-templates': '邮件模板',
  },
  remote: {
    loading: '正在加载此部分…',
    versionMismatch:
      '此部分来自不兼容的 Switchboard 版本（部分 {{remoteVersion}}，应用 {{shellVersion}}）。请重新加载页面；如果此消息仍然存在，请让管理员部署相匹配的版本。',
  },
  layout: { userLoadFailed: '无法加载您的个人资料' },
  permission: {
    title: '无权限',
    message: '您没有打开此页面的权限。',
    detail: '您的角色无权访问此处。请让管理员为您分配具有所需权限的角色，然后重新登录。',
  },
  notFound: {
    title: '页面不存在',
    message: '您请求的页面不存在或已被移动。',
    home: '返回首页',
  },
  pages: {
    install: '安装 Switchboard',
    createTicket: '创建工单',
    verifyEmail: '验证您的邮箱',
    agentWidget: '坐席小组件',
    agentWidgetMain: '坐席小组件',
    agentWidgetTicket: '坐席小组件：工单',
  },
  boot: {
    failed: 'Switchboard 无法启动',
    reload: '重新加载',
  },
};

export default zhCn;
