import type { AgentNotification, MarkAllNotificationsReadResponse, NotificationListResponse } from '@switchboard/shared/contracts';
import { api } from '@switchboard/shared/client';

// The popover shows its own error state and a failed mark is only logged: no global toast.
const quiet = { skipErrorNotifier: true } as const;

/** The agent's notifications: `v1/notifications`. */
export const notificationsApi = {
  list: (params: { pageNumber: number; pageSize: number; isRead?: boolean }) =>
    api.get<NotificationListResponse>('notifications', { params, ...quiet }).then((r) => r.data),
  markRead: (id: string) => api.post<AgentNotification>(`notifications/${encodeURIComponent(id)}/read`, undefined, quiet).then((r) => r.data),
  markAllRead: () => api.post<MarkAllNotificationsReadResponse>('notifications/read-all', undefined, quiet).then((r) => r.data),
};
