import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Select, Typography, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgentTicket, MessageAttachment, TicketMessage } from '@switchboard/shared/contracts';
import { conversationApi } from '../../api/conversation-api';
import { useTicketsFeedback } from '../../feedback';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { MAX_ATTACHMENTS, attachmentProblem, isEmailAddress } from './attachment-rules';
import { htmlToText, textToHtml } from './message-html';
import { recipientAddresses, replySteps, replySubject, type ReplyContent, type StoredDraft } from './reply-steps';

interface ReplyValues {
  to: string[];
  cc: string[];
  subject: string;
  body: string;
}

type ComposerTicket = Pick<AgentTicket, 'id' | 'title' | 'customer'>;

const freshValues = (ticket: ComposerTicket): ReplyValues => ({
  to: ticket.customer?.email ? [ticket.customer.email] : [],
  cc: [],
  subject: replySubject(ticket.title),
  body: '',
});

const contentOf = (values: ReplyValues, attachments: MessageAttachment[]): ReplyContent => ({
  message: textToHtml(values.body ?? ''),
  emailConfig: { to: values.to ?? [], cc: values.cc ?? [], subject: (values.subject ?? '').trim(), attachments },
});

const doneFile = (attachment: MessageAttachment, index: number): UploadFile<MessageAttachment> => ({
  uid: `stored-${index}-${attachment.fileUrl}`,
  name: attachment.fileName,
  size: attachment.fileSize,
  type: attachment.fileType,
  status: 'done',
  url: attachment.fileUrl,
  response: attachment,
});

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

/** The reply to the customer: To / Cc / Subject / text / attachments; Save draft, Send (Ctrl/Cmd+Enter). */
export function ReplyComposer({ ticket, draft, onDraftReleased, onStored, canUpdateDrafts }: ReplyComposerProps) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const feedback = useTicketsFeedback();
  const [form] = Form.useForm<ReplyValues>();
  const [files, setFiles] = useState<UploadFile<MessageAttachment>[]>([]);
  const [busy, setBusy] = useState<'save' | 'send' | null>(null);
  const stored = useRef<StoredDraft | null>(null);

  // Edit draft on the timeline loads that draft; null starts afresh.
  useEffect(() => {
    if (draft) {
      const mail = draft.emailConfig;
      form.setFieldsValue({ to: recipientAddresses(mail.to), cc: recipientAddresses(mail.cc), subject: mail.subject ?? '', body: htmlToText(draft.message) });
      setFiles(mail.attachments.map(doneFile));
      stored.current = { id: draft.id, stored: contentOf(form.getFieldsValue(true) as ReplyValues, mail.attachments) };
    } else {
      form.setFieldsValue(freshValues(ticket));
      setFiles([]);
      stored.current = null;
    }
    // Only a new draft choice resets: the ticket's title or customer changing keeps the typed text.
  }, [draft, form]);

  const run = async (action: 'save' | 'send') => {
    if (busy) return;
    const values = form.getFieldsValue(true) as ReplyValues;
    // Spec §5: whitespace-only text is refused with a warning, before anything else.
    if (!textToHtml(values.body ?? '')) {
      feedback.warning(action === 'send' ? t('conversation.emptyMessage') : t('conversation.emptyDraft'), t('conversation.emptyDetail'));
      return;
    }
    if (files.some((file) => file.status === 'uploading')) return feedback.warning(t('conversation.stillUploading'));
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const attachments = files.filter((file) => file.status === 'done' && file.response).map((file) => file.response!);
    const content = contentOf(values, attachments);
    let steps = replySteps(stored.current, content, action);
    // Without tickets:messages:edit a stored draft cannot change: a new one is filed instead.
    if (!canUpdateDrafts && steps.includes('update')) steps = ['create', ...steps.filter((step) => step !== 'update')];
    setBusy(action);
    let failure = action === 'send' ? t('conversation.sendFailed') : t('conversation.saveFailed');
    try {
      for (const step of steps) {
        if (step === 'create') {
          failure = t('conversation.saveFailed');
          const created = await conversationApi.saveDraft(ticket.id, { channel: 'email', ...content });
          stored.current = { id: created.id, stored: content };
        } else if (step === 'update') {
          failure = t('conversation.updateFailed');
          await conversationApi.updateDraft(ticket.id, { id: stored.current!.id, channel: 'email', ...content });
          stored.current = { id: stored.current!.id, stored: content };
        } else {
          failure = t('conversation.sendFailed');
          await conversationApi.sendDraft(ticket.id, stored.current!.id);
        }
      }
      feedback.success(action === 'send' ? t('conversation.sentOk') : t('conversation.draftSaved'));
      // After send or save the composer resets (spec §4); the saved draft waits on the timeline.
      form.setFieldsValue(freshValues(ticket));
      setFiles([]);
      stored.current = null;
      onDraftReleased();
      onStored();
    } catch (error) {
      // Nothing typed is lost; a draft stored before the failure is reused by the retry.
      feedback.failed(error, failure);
      if (stored.current) onStored();
    } finally {
      setBusy(null);
    }
  };

  const sendOnCtrlEnter = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void run('send');
    }
  };

  const addressRule = {
    validator: async (_rule: unknown, value: string[] | undefined) => {
      const wrong = (value ?? []).find((address) => !isEmailAddress(address));
      if (wrong) throw new Error(t('conversation.invalidAddress', { address: wrong }));
    },
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} initialValues={freshValues(ticket)} onKeyDown={sendOnCtrlEnter} data-testid="reply-form">
      {draft ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('conversation.editingDraft')}
          action={
            <Button size="small" onClick={onDraftReleased} disabled={busy !== null}>
              {t('conversation.newReply')}
            </Button>
          }
        />
      ) : null}
      <Form.Item name="to" label={t('conversation.to')} rules={[{ required: true, type: 'array', min: 1, message: t('conversation.toRequired') }, addressRule]} style={{ marginBottom: 8 }}>
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ';', ' ']} data-testid="reply-to" aria-label={t('conversation.to')} />
      </Form.Item>
      <Form.Item name="cc" label={t('conversation.cc')} rules={[addressRule]} style={{ marginBottom: 8 }}>
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ';', ' ']} data-testid="reply-cc" aria-label={t('conversation.cc')} />
      </Form.Item>
      <Form.Item name="subject" label={t('conversation.subject')} style={{ marginBottom: 8 }}>
        <Input data-testid="reply-subject" maxLength={480} />
      </Form.Item>
      <Form.Item name="body" label={t('conversation.bodyLabel')} style={{ marginBottom: 8 }}>
        <Input.TextArea data-testid="reply-body" placeholder={t('conversation.bodyPlaceholder')} autoSize={{ minRows: 4, maxRows: 14 }} />
      </Form.Item>
      <Upload<MessageAttachment>
        multiple
        fileList={files}
        onChange={({ fileList }) => setFiles(fileList)}
        beforeUpload={(file, batch) => {
          const problem = attachmentProblem(file);
          if (problem) {
            feedback.warning(t(problem === 'tooLarge' ? 'conversation.tooLarge' : 'conversation.unsupportedType', { name: file.name }));
            return Upload.LIST_IGNORE;
          }
          if (files.length + batch.indexOf(file) >= MAX_ATTACHMENTS) {
            feedback.warning(t('conversation.tooMany', { count: MAX_ATTACHMENTS }));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          conversationApi.uploadAttachment(file as File).then(
            (attachment) => onSuccess?.(attachment),
            (error: unknown) => {
              feedback.failed(error, t('conversation.uploadFailed'));
              onError?.(error as Error);
            },
          );
        }}
      >
        <Button icon={<PaperClipOutlined />} data-testid="reply-attach">
          {t('conversation.attach')}
        </Button>
      </Upload>
      <Flex gap={8} justify="end" align="center" wrap="wrap" style={{ marginTop: 12 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('conversation.sendHint')}
        </Typography.Text>
        <Button data-testid="reply-save-draft" loading={busy === 'save'} disabled={busy !== null} onClick={() => void run('save')}>
          {t('conversation.saveDraft')}
        </Button>
        <Button type="primary" icon={<SendOutlined className="sb-directional" />} data-testid="reply-send" loading={busy === 'send'} disabled={busy !== null} onClick={() => void run('send')}>
          {t('conversation.send')}
        </Button>
      </Flex>
    </Form>
  );
}
