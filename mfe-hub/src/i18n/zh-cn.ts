import type { HubMessages } from './en-us';

export const zhCn: HubMessages = {
  brand: '帮助中心',
  layout: {
    raiseIssue: '提交问题',
    guest: '访客',
    noEmail: '无',
    tickets: '工单',
    logout: '退出登录',
    language: '语言',
    openMenu: '打开菜单',
    darkTheme: '深色主题',
  },
  pages: {
    auth: '登录',
    tickets: '我的工单',
    createTicket: '提交投诉',
    ticketDetails: '工单详情',
  },
};
