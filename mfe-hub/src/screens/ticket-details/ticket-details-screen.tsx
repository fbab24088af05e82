import { App, Flex, Typography, theme } from 'antd';
import { Card, Skeleton } from '@switchboard/shared/antd-signed-in';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { TicketMessage } from '@switchboard/shared/contracts';
import { useTranslation } from 'react-i18next';
import { RetryResult } from '@switchboard/shared/ui';
import { HUB_NAMESPACE } from '../../i18n/resources';
import { ReplyEditor } from '../../reply-editor';
import { MergedNotice } from './merged-notice';
import { MessageThread } from './message-thread';
import { TicketHeader } from './ticket-header';
import { TicketSummary } from './ticket-summary';
import { useTicketDetails } from './use-ticket-details';

/** What the reply editor is open on: a new message, an answer to a sent one, or a draft. */
type EditorTarget = { kind: 'new' } | { kind: 'reply'; message: TicketMessage } | { kind: 'draft'; message: TicketMessage };

const sameTarget = (a: EditorTarget | null, b: EditorTarget) =>
  a !== null && a.kind === b.kind && (a.kind === 'new' || (b.kind !== 'new' && 'message' in a && a.message.id === b.message.id));

/** One ticket with its message thread and the reply editor. */
export function TicketDetailsScreen() {
  const { id } = useParams();
  const { t } = useTranslation(HUB_NAMESPACE);
  const { token } = theme.useToken();
  const { modal } = App.useApp();
  const { state, ticket, messages, messagesLoading, retry, reloadMessages } = useTicketDetails(id);
  const [editor, setEditor] = useState<EditorTarget | null>(null);
  // A new key remounts the editor empty after each save or send (the editor resets).
  const [editorKey, setEditorKey] = useState(0);
  const editorSection = useRef<HTMLElement>(null);

  const threadEmpty = messages.length === 0;
  // A merged ticket takes no more messages (the server refuses them): no editor, no draft or reply actions.
  const merged = ticket?.mergedInto !== undefined;
  // With no messages the editor is always there; otherwise only when the customer opened it.
  const shown: EditorTarget | null = merged ? null : (editor ?? (threadEmpty ? { kind: 'new' } : null));

  useEffect(() => {
    if (editor) editorSection.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [editor]);

  // Leaving the ticket closes whatever was open on the previous one.
  useEffect(() => setEditor(null), [id]);

  /** One editor at a time: switching away from an open one asks first, since its text would be lost. */
  const openEditor = (target: EditorTarget) => {
    if (sameTarget(editor, target)) return;
    if (!editor) {
      setEditor(target);
      return;
    }
    modal.confirm({
      title: t('ticket.discard.title'),
      content: t('ticket.discard.body'),
      okText: t('ticket.discard.ok'),
      cancelText: t('ticket.discard.cancel'),
      okButtonProps: { danger: true },
      onOk: () => {
        setEditorKey((key) => key + 1);
        setEditor(target);
      },
    });
  };

  if (state === 'loading' || (state === 'ready' && !ticket)) {
    return (
      <Flex vertical gap={token.margin} data-testid="ticket-loading" aria-busy>
        <Skeleton active title paragraph={{ rows: 1 }} />
        <Card size="small">
          <Skeleton active paragraph={{ rows: 3 }} />
        </Card>
        <Card size="small">
          <Skeleton active avatar paragraph={{ rows: 4 }} />
        </Card>
      </Flex>
    );
  }

  if (state === 'error' || !ticket) {
    return (
      <RetryResult status="error" title={t('ticket.errors.ticket')} hint={t('ticket.loadErrorHint')} retryLabel={t('ticket.retry')} onRetry={retry} retryTestId="ticket-retry" />
    );
  }

  const closeEditor = () => setEditor(null);
  const onEditorDone = () => {
    setEditorKey((key) => key + 1);
    closeEditor();
    void reloadMessages();
  };

  return (
    <Flex vertical gap={token.marginLG} style={{ maxWidth: 960, width: '100%', marginInline: 'auto' }}>
      <TicketHeader ticket={ticket} />
      {ticket.mergedInto && <MergedNotice mergedInto={ticket.mergedInto} />}
      <TicketSummary ticket={ticket} />

      <section aria-labelledby="ticket-thread-heading">
        <Typography.Title level={5} id="ticket-thread-heading" style={{ marginTop: 0 }}>
          {t('ticket.thread')}
        </Typography.Title>
        <MessageThread
          ticket={ticket}
          messages={messages}
          loading={messagesLoading}
          draftInEditor={shown?.kind === 'draft' ? shown.message.id : undefined}
          onEditDraft={merged ? undefined : (message) => openEditor({ kind: 'draft', message })}
          onReply={merged ? undefined : (message) => openEditor({ kind: 'reply', message })}
          emptyHint={merged ? null : undefined}
          onSent={() => {
            void reloadMessages();
          }}
        />
      </section>

      {shown && (
        // The editor titles itself; the section is named for screen readers only.
        <section ref={editorSection} aria-label={t('ticket.replyHeading')}>
          <ReplyEditor
            key={`${editorKey}-${shown.kind}-${shown.kind === 'new' ? '' : shown.message.id}`}
            ticket={ticket}
            draft={shown.kind === 'draft' ? shown.message : undefined}
            replyTo={shown.kind === 'reply' ? shown.message : undefined}
            onDone={onEditorDone}
            onCancel={threadEmpty ? undefined : closeEditor}
          />
        </section>
      )}
    </Flex>
  );
}
