import { Empty, Flex, theme } from 'antd';
import { Spin } from '@switchboard/shared/antd-signed-in';
import type { ClientTicket, TicketMessage } from '@switchboard/shared/contracts';
import { useTranslation } from 'react-i18next';
import { HUB_NAMESPACE } from '../../i18n/resources';
import { MessageCard } from './message-card';
import { useNow } from '@switchboard/shared/thread';

interface MessageThreadProps {
  ticket: Pick<ClientTicket, 'id' | 'title'>;
  messages: TicketMessage[];
  loading: boolean;
  /** Id of the draft open in the reply editor, if any. */
  draftInEditor?: string;
  /** Absent when the ticket takes no more messages (merged): no draft or reply actions. */
  onEditDraft?: (message: TicketMessage) => void;
  onReply?: (message: TicketMessage) => void;
  onSent: (message: TicketMessage) => void;
  /** Under "No messages yet"; none when nothing can be written here. */
  emptyHint?: string | null;
}

/** The messages as the server orders them (oldest first), or the no-messages illustration. */
export function MessageThread({ ticket, messages, loading, draftInEditor, onEditDraft, onReply, onSent, emptyHint }: MessageThreadProps) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const { token } = theme.useToken();
  const now = useNow();
  return (
    // A spinner on reload only: what is shown stays until the new list arrives.
    <Spin spinning={loading}>
      <Flex vertical gap={token.marginSM} data-testid="message-thread" aria-busy={loading}>
        {messages.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <>
                <div>{t('ticket.noMessages')}</div>
                {emptyHint !== null && <div style={{ color: token.colorTextSecondary }}>{emptyHint ?? t('ticket.noMessagesHint')}</div>}
              </>
            }
            data-testid="thread-empty"
          />
        ) : (
          messages.map((message) => (
            <MessageCard
              key={message.id}
              ticket={ticket}
              message={message}
              now={now}
              openInEditor={message.id === draftInEditor}
              onEditDraft={onEditDraft}
              onReply={onReply}
              onSent={onSent}
            />
          ))
        )}
      </Flex>
    </Spin>
  );
}
