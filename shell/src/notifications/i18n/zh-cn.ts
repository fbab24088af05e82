import type { NotificationStrings } from './types';

const zhCn: NotificationStrings = {
  title: '通知',
  filterLabel: '显示通知',
  filter: { all: '全部', unread: '未读', read: '已读' },
  markAllRead: '全部标为已读',
  empty: '暂无通知',
  loadFailed: '无法加载通知。',
  retry: '重试',
  loadingMore: '正在加载更多…',
  unread: '未读',
  someone: '某人',
  blocked: {
    title: '浏览器通知已被阻止',
    detail: '若要在 Switchboard 处于后台时获知新动态，请在浏览器设置中允许此网站发送通知。',
  },
  offer: {
    title: '接收浏览器通知',
    detail: '在 Switchboard 处于后台时获知新动态。',
    enable: '开启',
  },
  types: {
    ticket_assigned: '{{actor}} 将一个工单分配给了你',
    ticket_group_assigned: '{{actor}} 将一个工单分配给了你的组',
    status_update: '{{actor}} 更改了一个工单的状态',
    comment_mention: '{{actor}} 在评论中提到了你',
    comment_reply: '{{actor}} 在工单中进行了回复',
    comment_note: '{{actor}} 在工单中添加了内部备注',
    ticket_created: '{{actor}} 新建了一个工单',
    ticket_escalation_on_time: '一个工单已到服务级别期限',
    ticket_escalation_before: '一个工单即将到达服务级别期限',
    ticket_escalation_after: '一个工单已超过服务级别期限',
    sync_users_success: '用户已同步',
    sync_users_failed: '用户同步失败',
    sync_customers_success: '客户已同步',
    sync_customers_failed: '客户同步失败',
  },
};
export default zhCn;
