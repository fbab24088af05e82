import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { LockOutlined, MailOutlined, MergeOutlined } from '@ant-design/icons';
import { Alert, App, Button, Empty, Flex, Segmented, Typography } from 'antd';
import { Card, Skeleton, Spin, Tag } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import type { AgentTicket, TicketMessage } from '@switchboard/shared/contracts';
import { usePermissions } from '@switchboard/shared/permissions';
import { MessageCard, useNow } from '@switchboard/shared/thread';
import { useFeedback } from '@switchboard/shared/crud';
import { conversationApi } from '../../api/conversation-api';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { NoteComposer } from './note-composer';
import { NoteItem } from './note-item';
import { ReplyComposer } from './reply-composer';
import { isTypingTarget } from '../list-memory';
import { useConversation } from './use-conversation';

type ComposerMode = 'reply' | 'note';

const LATEST_LIMIT = 100;

/**
 * The Conversation tab of a ticket: messages to and from the customer and internal notes in one
 * timeline, oldest first, then the composer (reply to the customer or internal note).
 */
export function TicketConversation({ ticket }: { ticket: Pick<AgentTicket, 'id' | 'title' | 'customer'> & Partial<Pick<AgentTicket, 'mergedIntoId'>> }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const { modal } = App.useApp();
  const feedback = useFeedback();
  const { hasAny } = usePermissions();
  const canViewMessages = hasAny(['tickets:messages:view']);
  // A merged ticket takes no more replies or notes (the server refuses them): its composer stays closed.
  const merged = Boolean(ticket.mergedIntoId);
  const canReply = !merged && hasAny(['tickets:messages:add']);
  const canEditDrafts = hasAny(['tickets:messages:edit']);
  const canDiscardDrafts = hasAny(['tickets:messages:delete']);
  const canNote = !merged && hasAny(['tickets:comments:add']);
  const modes: ComposerMode[] = [...(canReply ? (['reply'] as const) : []), ...(canNote ? (['note'] as const) : [])];
  const [mode, setMode] = useState<ComposerMode>(modes[0] ?? 'note');
  const [editingDraft, setEditingDraft] = useState<TicketMessage | null>(null);
  const [sendingDraftId, setSendingDraftId] = useState<string | null>(null);
  const conversation = useConversation(ticket.id, canViewMessages);
  const { items, failed, reload } = conversation;

  const root = useRef<HTMLDivElement>(null);
  const now = useNow();

  /** Opens the reply mode with the cursor in the text (once the lazy editor is there). */
  const focusReply = () => {
    setMode('reply');
    root.current?.querySelector<HTMLElement>('[data-testid="reply-body"]')?.focus();
  };

  // R: reply; Ctrl/Cmd+Enter in the composer sends.
  useEffect(() => {
    if (!canReply) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'r' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || isTypingTarget(event.target)) return;
      event.preventDefault();
      focusReply();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canReply]);

  // Each failed load toasts once (only a new failure re-runs this); the inline alert keeps the retry.
  const toastLoadFailure = useEffectEvent((error: unknown) => feedback.failed(error, t('conversation.loadFailed')));
  useEffect(() => {
    if (failed) toastLoadFailure(failed);
  }, [failed]);

  const sendDraft = async (message: TicketMessage) => {
    setSendingDraftId(message.id);
    try {
      await conversationApi.sendDraft(ticket.id, message.id);
      feedback.success(t('conversation.sentOk'));
      if (editingDraft?.id === message.id) setEditingDraft(null);
      reload();
    } catch (error) {
      feedback.failed(error, t('conversation.sendFailed'));
    } finally {
      setSendingDraftId(null);
    }
  };

  const discardDraft = (message: TicketMessage) =>
    modal.confirm({
      title: t('conversation.discardTitle'),
      content: t('conversation.discardContent'),
      okText: t('conversation.discard'),
      okButtonProps: { danger: true, 'data-testid': 'message-delete-draft-confirm' },
      cancelText: t('conversation.cancel'),
      onOk: async () => {
        try {
          await conversationApi.deleteDraft(ticket.id, message.id);
          feedback.success(t('conversation.discarded'));
          if (editingDraft?.id === message.id) setEditingDraft(null);
          reload();
        } catch (error) {
          feedback.failed(error, t('conversation.discardFailed'));
        }
      },
    });

  /** The shared card with the actions this agent may take: own drafts edit / send, any agent draft discards. */
  const messageCard = (message: TicketMessage) => {
    const isDraft = message.status === 'draft';
    const own = isDraft && message.editable === true;
    return (
      <MessageCard
        key={`m-${message.id}`}
        message={message}
        ticketTitle={ticket.title}
        now={now}
        labelCustomer
        rootProps={{ 'data-testid': 'conversation-item', 'data-kind': 'message' }}
        openInEditor={editingDraft?.id === message.id}
        busy={sendingDraftId === message.id}
        onEditDraft={
          own && canEditDrafts && canReply
            ? (draft) => {
                setEditingDraft(draft);
                setMode('reply');
              }
            : undefined
        }
        onSendDraft={own && canReply ? (draft) => sendDraft(draft) : undefined}
        onDiscardDraft={isDraft && message.sentBy === 'agent' && canDiscardDrafts ? discardDraft : undefined}
        onReply={canReply ? focusReply : undefined}
        extra={
          message.mergedFrom ? (
            <Tag icon={<MergeOutlined />} data-testid="message-merged-from" style={{ marginTop: 4, marginInlineEnd: 0 }}>
              {t('merge.fromMerged', { serial: message.mergedFrom.serialNumber })}
            </Tag>
          ) : undefined
        }
      />
    );
  };

  let timeline;
  if (items === null && !failed) timeline = <Skeleton active avatar paragraph={{ rows: 3 }} />;
  else if (items === null || (failed && items.length === 0))
    timeline = (
      <Alert
        type="error"
        showIcon
        title={t('conversation.loadFailed')}
        action={
          <Button size="small" onClick={reload}>
            {t('conversation.retry')}
          </Button>
        }
      />
    );
  else if (items.length === 0)
    timeline = <Empty description={<Flex vertical><span>{t('conversation.empty')}</span>{modes.length ? <Typography.Text type="secondary">{t('conversation.emptyHint')}</Typography.Text> : null}</Flex>} />;
  else
    timeline = (
      <Spin spinning={conversation.refreshing}>
        <Flex vertical gap={12}>
          {conversation.truncated ? <Alert type="info" showIcon title={t('conversation.latestOnly', { count: LATEST_LIMIT })} data-testid="conversation-latest-only" /> : null}
          {items.map((item) =>
            item.kind === 'message' ? (
              messageCard(item.message)
            ) : (
              <NoteItem key={`n-${item.id}`} note={item.note} onChanged={reload} />
            ),
          )}
        </Flex>
      </Spin>
    );

  return (
    <Flex vertical gap={16} data-testid="conversation" ref={root}>
      {timeline}
      {merged ? <Alert type="info" showIcon title={t('merge.composerClosed')} data-testid="composer-merged" /> : null}
      {modes.length ? (
        <Card size="small" data-testid="composer" data-mode={mode}>
          {modes.length > 1 ? (
            <Segmented<ComposerMode>
              value={mode}
              onChange={setMode}
              style={{ marginBottom: 12 }}
              options={[
                { value: 'reply', label: <span data-testid="composer-reply"><MailOutlined /> {t('conversation.modeReply')}</span> },
                { value: 'note', label: <span data-testid="composer-note"><LockOutlined /> {t('conversation.modeNote')}</span> },
              ]}
            />
          ) : (
            <Typography.Title level={5} style={{ marginTop: 0 }} data-testid={mode === 'reply' ? 'composer-reply' : 'composer-note'}>
              {mode === 'reply' ? t('conversation.modeReply') : t('conversation.modeNote')}
            </Typography.Title>
          )}
          {/* Both stay mounted: switching modes never loses typed text. */}
          {canReply ? (
            <div hidden={mode !== 'reply'}>
              <ReplyComposer ticket={ticket} draft={editingDraft} canUpdateDrafts={canEditDrafts} onDraftReleased={() => setEditingDraft(null)} onStored={reload} />
            </div>
          ) : null}
          {canNote ? (
            <div hidden={mode !== 'note'}>
              <NoteComposer ticketId={ticket.id} onAdded={reload} />
            </div>
          ) : null}
        </Card>
      ) : null}
    </Flex>
  );
}
