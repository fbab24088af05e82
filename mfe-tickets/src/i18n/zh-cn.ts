import type { TicketsMessages } from './en-us';

export const zhCn: TicketsMessages = {
  sections: { tickets: '工单', categories: '分类', customers: '客户' },
  pages: {
    ticketsList: '工单',
    ticketCreate: '新建工单',
    ticketDetails: '工单详情',
    ticketsMerge: '合并工单',
    categoriesList: '分类',
    categoryCreate: '新建分类',
    categoryDetails: '分类详情',
    customersList: '客户',
    customerCreate: '新建客户',
    customerDetails: '客户详情',
  },
  mobileView: '移动视图',
};
