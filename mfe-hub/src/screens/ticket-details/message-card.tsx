import { MergeOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { Tag } from '@switchboard/shared/antd-signed-in';
import type { ClientTicket, TicketMessage } from '@switchboard/shared/contracts';
import { MessageCard as ThreadMessageCard } from '@switchboard/shared/thread';
import { useTranslation } from 'react-i18next';
import { hubMessagesApi } from '../../api';
import { useHubFeedback } from '../../feedback';
import { HUB_NAMESPACE } from '../../i18n/resources';
import { useSessionExpiry } from './use-session-expiry';

export interface MessageCardProps {
  ticket: Pick<ClientTicket, 'id' | 'title'>;
  message: TicketMessage;
  /** Reference time for the relative time (the thread ticks it so "5 minutes ago" stays true). */
  now?: number;
  /** This draft is open in the reply editor: the editor owns it, so the card's actions step aside. */
  openInEditor?: boolean;
  /** Absent (a merged ticket): the card offers neither Edit Draft nor Send Draft. */
  onEditDraft?: (message: TicketMessage) => void;
  /** Reply to a support message (absent on a merged ticket); the customer's own messages offer none. */
  onReply?: (message: TicketMessage) => void;
  /** After Send Draft succeeded: the thread reloads. */
  onSent: (message: TicketMessage) => void;
}

/** One message of the customer's thread: the shared card, whose Send Draft goes through the hub's API. */
export function MessageCard({ ticket, message, now, openInEditor = false, onEditDraft, onReply, onSent }: MessageCardProps) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const { token } = theme.useToken();
  const feedback = useHubFeedback();
  const signOutIfExpired = useSessionExpiry();

  const sendDraft = async () => {
    try {
      await hubMessagesApi.send(ticket.id, message.id);
      feedback.success(t('ticket.sentSuccess'));
      onSent(message);
    } catch (error) {
      if (signOutIfExpired(error)) return;
      const server = feedback.describe(error, '').title;
      feedback.error({ title: t('ticket.errors.send'), description: server || undefined });
    }
  };

  return (
    <ThreadMessageCard
      message={message}
      ticketTitle={ticket.title}
      now={now}
      openInEditor={openInEditor}
      onEditDraft={onEditDraft}
      onSendDraft={onEditDraft ? sendDraft : undefined}
      // Answering oneself makes no sense: Reply is for what the support team wrote.
      onReply={message.sentBy === 'agent' ? onReply : undefined}
      extra={
        message.mergedFrom ? (
          <Tag icon={<MergeOutlined />} data-testid="message-merged-from" style={{ marginTop: token.marginXS, marginInlineEnd: 0 }}>
            {t('ticket.fromMerged', { number: message.mergedFrom.serialNumber })}
          </Tag>
        ) : undefined
      }
    />
  );
}
