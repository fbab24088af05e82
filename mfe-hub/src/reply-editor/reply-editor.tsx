import { useRef } from 'react';
import { Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH, type ClientTicket, type TicketMessage } from '@switchboard/shared/contracts';
import {
  InvalidInlineImageError,
  ReplyEditor as SharedReplyEditor,
  THREAD_NAMESPACE,
  type ReplyAction,
  type ReplyEditorContent,
  type ReplySubmitResult,
} from '@switchboard/shared/thread';
import { hubMessagesApi, newIdempotencyKey, uploadHubFile } from '../api/hub-api';
import { useHubFeedback } from '../feedback';
import { HUB_NAMESPACE } from '../i18n/resources';
import { replySubject, saveReply, sendReply, type ReplyDeps, type ReplyOutcome } from './submit-reply';

/** What the ticket details screen gives the reply editor. */
export interface ReplyEditorProps {
  ticket: Pick<ClientTicket, 'id' | 'serialNumber' | 'title'>;
  /** The draft opened with Edit Draft; absent for a new reply. */
  draft?: TicketMessage;
  /** The sent message answered with Reply (its subject and sender seed the new message). */
  replyTo?: TicketMessage;
  /** After a successful save or send: the screen reloads the thread and closes or resets the editor. */
  onDone: (result: 'saved' | 'sent') => void;
  /** Shown as a Cancel button when given (the editor is closable when the thread is not empty). */
  onCancel?: () => void;
}

const replyDeps: ReplyDeps = {
  saveDraft: (ticketId, body, key) => hubMessagesApi.saveDraft(ticketId, body, key),
  updateDraft: (ticketId, body) => hubMessagesApi.updateDraft(ticketId, body),
  send: (ticketId, messageId) => hubMessagesApi.send(ticketId, messageId),
  uploadInline: (file, fileName) => uploadHubFile(file, fileName),
};

/**
 * The customer's reply: the shared rich editor (`@switchboard/shared/thread`, lazy) with the hub's
 * header (Reply / Reply to …, the subject) and the save and send rules of `submit-reply.ts`.
 */
export function ReplyEditor({ ticket, draft, replyTo, onDone, onCancel }: ReplyEditorProps) {
  const { t, i18n } = useTranslation(HUB_NAMESPACE);
  const feedback = useHubFeedback();
  const { token } = theme.useToken();
  // The id of the draft the server holds: the opened one, or the one a failed send already filed.
  const draftId = useRef(draft?.id);
  const subject = replySubject(ticket.title, draft, replyTo);

  const report = (action: ReplyAction, outcome: Exclude<ReplyOutcome, { status: 'done' }>) => {
    if (outcome.status === 'empty') {
      feedback.warning(t(action === 'save' ? 'editor.emptyDraft' : 'editor.emptyMessage', { ns: THREAD_NAMESPACE }));
      return;
    }
    if (outcome.status === 'tooLong') {
      feedback.warning(t('reply.tooLong', { max: new Intl.NumberFormat(i18n.language).format(MESSAGE_MAX_LENGTH) }));
      return;
    }
    const description =
      outcome.error instanceof InvalidInlineImageError
        ? t('editor.invalidImage', { ns: THREAD_NAMESPACE })
        : feedback.describe(outcome.error, '').title || undefined;
    feedback.error({ title: t(`reply.${outcome.failure}`), description });
  };

  const submit = async (action: ReplyAction, content: ReplyEditorContent, loaded: ReplyEditorContent | undefined): Promise<ReplySubmitResult> => {
    const input = {
      ticketId: ticket.id,
      html: content.html,
      attachments: content.attachments,
      subject,
      to: draft?.emailConfig.to,
      cc: draft?.emailConfig.cc,
      draft: loaded && draftId.current ? { ...loaded, id: draftId.current } : undefined,
      idempotencyKey: newIdempotencyKey(),
    };
    const outcome = await (action === 'save' ? saveReply(input, replyDeps) : sendReply(input, replyDeps));
    if (outcome.status === 'done') {
      feedback.success(action === 'save' ? t('reply.draftSaved') : t('reply.sent'));
      draftId.current = undefined;
      return { status: 'done' };
    }
    if (outcome.status === 'failed' && outcome.saved) draftId.current = outcome.saved.id;
    report(action, outcome);
    return { status: 'kept', html: 'html' in outcome ? outcome.html : undefined, stored: outcome.status === 'failed' && Boolean(outcome.saved) };
  };

  return (
    <SharedReplyEditor
      label={t('reply.title')}
      header={
        <Flex justify="space-between" align="baseline" gap={token.marginSM} wrap>
          <Typography.Text strong>
            {replyTo ? t('reply.replyingTo', { name: replyTo.emailConfig.fromName || replyTo.user.name }) : t('reply.title')}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ minWidth: 0, flex: '1 1 200px', textAlign: 'end' }}>
            {t('reply.subject', { subject })}
          </Typography.Text>
        </Flex>
      }
      initial={draft ? { html: draft.message, attachments: draft.emailConfig.attachments } : undefined}
      loadKey={draft?.id ?? replyTo?.id ?? 'new'}
      // Chosen with Edit Draft or Reply: the customer came to write, so the cursor waits in the text.
      focusOnLoad={Boolean(draft || replyTo)}
      upload={(file, fileName) => uploadHubFile(file, fileName)}
      describeError={(error) => feedback.describe(error, '').title || undefined}
      onSubmit={submit}
      onDone={(action) => onDone(action === 'save' ? 'saved' : 'sent')}
      onCancel={onCancel}
    />
  );
}
