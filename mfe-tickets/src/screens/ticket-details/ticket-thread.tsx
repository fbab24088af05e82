import { useEffect, useState } from 'react';
import { Alert, Avatar, Button, Card, Empty, Flex, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TicketMessage } from '@switchboard/shared/contracts';
import { formatDate, formatRelativeTime } from '@switchboard/shared/format';
import { ticketsApi } from '../../api';
import { TICKETS_NAMESPACE } from '../../i18n/resources';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('') || '?';

/**
 * The ticket's thread, read-only for now. Bodies are the server's sanitised HTML (sanitize-html
 * allow-list on save), rendered as is: DOMPurify is not a dependency of this remote.
 */
export function TicketThread({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const [state, setState] = useState<{ messages: TicketMessage[] | null; failed: boolean }>({ messages: null, failed: false });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ messages: null, failed: false });
    ticketsApi.messages(ticketId).then(
      (response) => live && setState({ messages: response.entities ?? [], failed: false }),
      () => live && setState({ messages: [], failed: true }),
    );
    return () => {
      live = false;
    };
  }, [ticketId, attempt]);

  return (
    <Flex vertical gap={12} data-testid="ticket-thread">
      <style>{'.sb-message-body img { max-width: 100%; height: auto; } .sb-message-body > :last-child { margin-bottom: 0; } .sb-message-body blockquote { margin-inline: 0; padding-inline-start: 12px; border-inline-start: 3px solid currentColor; opacity: 0.75; }'}</style>
      <Alert type="info" showIcon title={t('details.replyHint')} />
      {state.messages === null ? (
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      ) : state.failed ? (
        <Alert
          type="error"
          showIcon
          title={t('details.threadFailed')}
          action={
            <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
              {t('ticket.retry')}
            </Button>
          }
        />
      ) : state.messages.length === 0 ? (
        <Empty description={t('details.threadEmpty')} />
      ) : (
        state.messages.map((message) => {
          const author = message.user?.name || message.emailConfig?.fromName || message.emailConfig?.from || '';
          return (
            <Card key={message.id} size="small" data-testid="thread-message" data-message-id={message.id} data-status={message.status}>
              <Flex gap={8} align="center" wrap="wrap" style={{ marginBottom: 8 }}>
                <Avatar size="small">{initials(author)}</Avatar>
                <Typography.Text strong>{author}</Typography.Text>
                <Typography.Text type="secondary">{message.sentBy === 'customer' ? t('details.fromCustomer') : t('details.fromAgent')}</Typography.Text>
                <Tag color={message.status === 'draft' ? 'red' : 'green'}>{message.status === 'draft' ? t('details.draft') : t('details.sent')}</Tag>
                <Tooltip title={formatDate(message.time)}>
                  <Typography.Text type="secondary">{formatRelativeTime(message.time)}</Typography.Text>
                </Tooltip>
              </Flex>
              {/* Server-sanitised HTML (see above). */}
              <div className="sb-message-body" style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: message.message }} />
            </Card>
          );
        })
      )}
    </Flex>
  );
}
