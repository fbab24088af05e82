import { useEffect, useRef } from 'react';
import { Alert, Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgentTicket, TicketMessage } from '@switchboard/shared/contracts';
import { useFeedback } from '@switchboard/shared/crud';
import {
  InvalidInlineImageError,
  ReplyEditor,
  THREAD_NAMESPACE,
  replaceInlineImages,
  type ReplyAction,
  type ReplyEditorContent,
  type ReplySubmitResult,
} from '@switchboard/shared/thread';
import { conversationApi } from '../../api/conversation-api';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { isEmailAddress, recipientAddresses, replySteps, replySubject, type ReplyContent, type ReplyFields, type StoredDraft } from './reply-steps';

type ComposerTicket = Pick<AgentTicket, 'id' | 'title' | 'customer'>;

const freshFields = (ticket: ComposerTicket): ReplyFields => ({
  to: ticket.customer?.email ? [ticket.customer.email] : [],
  cc: [],
  subject: replySubject(ticket.title),
});

const fieldsOf = (values: Partial<ReplyFields>): ReplyFields => ({ to: values.to ?? [], cc: values.cc ?? [], subject: (values.subject ?? '').trim() });

/** What the API takes, from the address fields and the editor's content. */
const contentOf = (fields: ReplyFields, html: string, attachments: ReplyEditorContent['attachments']): ReplyContent => ({
  message: html,
  emailConfig: { to: fields.to, cc: fields.cc, subject: fields.subject, attachments },
});

/** Uploads a file (or a pasted image) the way attachments are stored: signed slot, one PUT. */
const uploadFile = (file: Blob, fileName: string) =>
  conversationApi.uploadAttachment(file instanceof File && file.name === fileName ? file : new File([file], fileName, { type: file.type }));

export interface ReplyComposerProps {
  ticket: ComposerTicket;
  /** An own draft to work on (Edit draft on the timeline); null: a new reply. */
  draft: TicketMessage | null;
  /** The composer let go of the draft (sent, or "Start a new reply"). */
  onDraftReleased: () => void;
  /** Something was stored or sent: reload the timeline. */
  onStored: () => void;
  canUpdateDrafts: boolean;
}

/**
 * The reply to the customer: To / Cc / Subject above the shared rich editor (toolbar, pasted images,
 * attachments, Save draft, Send with Ctrl/Cmd+Enter), following the steps of `reply-steps.ts`.
 */
export function ReplyComposer({ ticket, draft, onDraftReleased, onStored, canUpdateDrafts }: ReplyComposerProps) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const feedback = useFeedback();
  const [form] = Form.useForm<ReplyFields>();
  // The own draft the server holds for this composer: its id and the address fields stored with it.
  const stored = useRef<{ id: string; fields: ReplyFields } | null>(null);
  // Only a new draft choice resets: the ticket's title or customer changing keeps the typed text.
  const ticketRef = useRef(ticket);
  ticketRef.current = ticket;

  useEffect(() => {
    if (draft) {
      const mail = draft.emailConfig;
      const fields = { to: recipientAddresses(mail.to), cc: recipientAddresses(mail.cc), subject: mail.subject ?? '' };
      form.setFieldsValue(fields);
      stored.current = { id: draft.id, fields: fieldsOf(fields) };
    } else {
      form.setFieldsValue(freshFields(ticketRef.current));
      stored.current = null;
    }
  }, [draft, form]);

  const submit = async (action: ReplyAction, content: ReplyEditorContent, loaded: ReplyEditorContent | undefined): Promise<ReplySubmitResult> => {
    try {
      await form.validateFields();
    } catch {
      return { status: 'kept' };
    }
    const fields = fieldsOf(form.getFieldsValue(true) as ReplyFields);
    let html: string;
    try {
      // The server keeps no data: images, so pasted ones are uploaded first and linked.
      html = await replaceInlineImages(content.html, uploadFile);
    } catch (error) {
      if (error instanceof InvalidInlineImageError) feedback.error({ title: t('conversation.uploadFailed'), description: t('editor.invalidImage', { ns: THREAD_NAMESPACE }) });
      else feedback.failed(error, t('conversation.uploadFailed'));
      return { status: 'kept' };
    }
    const next = contentOf(fields, html, content.attachments);
    const current: StoredDraft | null =
      stored.current && loaded ? { id: stored.current.id, stored: contentOf(stored.current.fields, loaded.html, loaded.attachments) } : null;
    let steps = replySteps(current, next, action);
    // Without tickets:messages:edit a stored draft cannot change: a new one is filed instead.
    if (!canUpdateDrafts && steps.includes('update')) steps = ['create', ...steps.filter((step) => step !== 'update')];
    let failure = action === 'send' ? t('conversation.sendFailed') : t('conversation.saveFailed');
    let storedNow = false;
    try {
      for (const step of steps) {
        if (step === 'create') {
          failure = t('conversation.saveFailed');
          const created = await conversationApi.saveDraft(ticket.id, { channel: 'email', ...next });
          stored.current = { id: created.id, fields };
          storedNow = true;
        } else if (step === 'update') {
          failure = t('conversation.updateFailed');
          await conversationApi.updateDraft(ticket.id, { id: stored.current!.id, channel: 'email', ...next });
          stored.current = { id: stored.current!.id, fields };
          storedNow = true;
        } else {
          failure = t('conversation.sendFailed');
          await conversationApi.sendDraft(ticket.id, stored.current!.id);
        }
      }
    } catch (error) {
      // Nothing typed is lost; a draft stored before the failure is reused by the retry.
      feedback.failed(error, failure);
      if (stored.current) onStored();
      return { status: 'kept', html, stored: storedNow };
    }
    feedback.success(action === 'send' ? t('conversation.sentOk') : t('conversation.draftSaved'));
    // After send or save the composer resets; the saved draft waits on the timeline.
    form.setFieldsValue(freshFields(ticket));
    stored.current = null;
    onDraftReleased();
    onStored();
    return { status: 'done' };
  };

  const addressRule = {
    validator: async (_rule: unknown, value: string[] | undefined) => {
      const wrong = (value ?? []).find((address) => !isEmailAddress(address));
      if (wrong) throw new Error(t('conversation.invalidAddress', { address: wrong }));
    },
  };

  const header = (
    <>
      {draft ? (
        <Alert
          type="info"
          showIcon
          title={t('conversation.editingDraft')}
          action={
            <Button size="small" onClick={onDraftReleased}>
              {t('conversation.newReply')}
            </Button>
          }
        />
      ) : null}
      <div data-testid="reply-form">
        <Form.Item name="to" label={t('conversation.to')} rules={[{ required: true, type: 'array', min: 1, message: t('conversation.toRequired') }, addressRule]} style={{ marginBottom: 8 }}>
          <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ';', ' ']} data-testid="reply-to" aria-label={t('conversation.to')} />
        </Form.Item>
        <Form.Item name="cc" label={t('conversation.cc')} rules={[addressRule]} style={{ marginBottom: 8 }}>
          <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ';', ' ']} data-testid="reply-cc" aria-label={t('conversation.cc')} />
        </Form.Item>
        <Form.Item name="subject" label={t('conversation.subject')} style={{ marginBottom: 0 }}>
          <Input data-testid="reply-subject" maxLength={480} />
        </Form.Item>
      </div>
    </>
  );

  // The form is mounted at once (its fields arrive with the lazy editor), so drafts load into it.
  return (
    <Form form={form} layout="vertical" requiredMark={false} initialValues={freshFields(ticket)} component="div">
      <ReplyEditor
        label={t('conversation.modeReply')}
        header={header}
        initial={draft ? { html: draft.message, attachments: draft.emailConfig.attachments } : undefined}
        loadKey={draft?.id ?? 'new'}
        focusOnLoad={draft !== null}
        upload={uploadFile}
        describeError={(error) => {
          const notice = feedback.describe(error, '');
          return notice.description ?? (notice.title || undefined);
        }}
        onSubmit={submit}
        contentTestId="reply-body"
      />
    </Form>
  );
}
