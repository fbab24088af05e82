import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { App, Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditorState } from '@tiptap/pm/state';
import { MESSAGE_MAX_LENGTH, type ClientTicket, type TicketMessage } from '@switchboard/shared/contracts';
import { formatFileSize } from '@switchboard/shared/format';
import { hubMessagesApi, newIdempotencyKey, uploadHubFile } from '../api/hub-api';
import { useHubFeedback } from '../feedback';
import { HUB_NAMESPACE } from '../i18n/resources';
import { ATTACHMENT_MAX_BYTES, attachmentProblem, splitDroppedFiles } from './attachment-rules';
import { EditorSurface } from './editor-surface';
import { EditorToolbar } from './editor-toolbar';
import { InvalidInlineImageError } from './inline-images';
import { readDataUrl } from './read-data-url';
import { ReplyActions } from './reply-actions';
import { ReplyAttachmentList } from './reply-attachments';
import { hasUnsavedChanges, replySubject, saveReply, sendReply, type DraftBaseline, type ReplyDeps, type ReplyOutcome } from './submit-reply';
import { useReplyAttachments } from './use-reply-attachments';
import { isSendShortcut, useReplyTiptap } from './use-reply-tiptap';

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

type Action = 'save' | 'send';

/**
 * The hub's reply editor (spec §2, §4, §5): rich text with pasted images, attachments, Save draft
 * and Send (Ctrl/Cmd+Enter). Nothing typed is lost on a failure; after success it resets.
 */
export function ReplyEditor({ ticket, draft, replyTo, onDone, onCancel }: ReplyEditorProps) {
  const { t, i18n } = useTranslation(HUB_NAMESPACE);
  const feedback = useHubFeedback();
  const { modal } = App.useApp();
  const { token } = theme.useToken();
  const attachments = useReplyAttachments();
  const [working, setWorking] = useState<Action | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [focused, setFocused] = useState(false);
  // The draft as the server holds it: decides between send directly and update first.
  const baseline = useRef<DraftBaseline | undefined>(undefined);
  const sendRef = useRef<() => void>(() => {});
  const workingRef = useRef(false);

  const editor = useReplyTiptap({
    label: t('reply.contentLabel'),
    onSendShortcut: () => sendRef.current(),
    onFiles: (files, position) => {
      const { inline, attachments: others } = splitDroppedFiles(files);
      void insertImages(inline, position);
      others.forEach((file) => void attachments.add(file));
    },
  });

  // Pasted or dropped images show at once as base64; they are uploaded on save or send.
  const insertImages = async (files: File[], position: number | undefined) => {
    const images: { type: 'image'; attrs: { src: string; alt: string } }[] = [];
    for (const file of files) {
      if (attachmentProblem(file) === 'tooLarge') {
        feedback.error({ title: t('reply.fileTooLarge', { name: file.name, size: formatFileSize(ATTACHMENT_MAX_BYTES) }) });
        continue;
      }
      try {
        images.push({ type: 'image', attrs: { src: await readDataUrl(file), alt: file.name } });
      } catch (error) {
        // Spec §8: a failed image only logs.
        console.error('Could not read the pasted image', error);
      }
    }
    if (images.length === 0 || editor.isDestroyed) return;
    if (position === undefined) editor.chain().focus().insertContent(images).run();
    else editor.chain().focus().insertContentAt(position, images).run();
  };

  const { reset: resetAttachments } = attachments;
  const load = useCallback(
    (message: TicketMessage | undefined) => {
      editor.commands.setContent(message?.message ?? '', { emitUpdate: false });
      // A fresh undo history: Undo must neither empty the opened draft nor bring back a sent reply.
      editor.view.updateState(EditorState.create({ doc: editor.state.doc, plugins: editor.state.plugins, schema: editor.state.schema }));
      editor.view.dispatch(editor.state.tr.setMeta('addToHistory', false));
      resetAttachments(message?.emailConfig.attachments ?? []);
      baseline.current = message ? { id: message.id, html: editor.getHTML(), attachments: message.emailConfig.attachments } : undefined;
    },
    [editor, resetAttachments],
  );

  // Another draft (Edit Draft) or another message to answer (Reply) starts over.
  const draftId = draft?.id;
  const replyToId = replyTo?.id;
  const draftRef = useRef(draft);
  draftRef.current = draft;
  useEffect(() => {
    load(draftRef.current);
    // Chosen with Edit Draft or Reply: the customer came to write, so the cursor waits in the text.
    if (draftId || replyToId) editor.commands.focus('end');
  }, [load, editor, draftId, replyToId]);

  const subject = replySubject(ticket.title, draft, replyTo);
  const busy = working !== null;
  const blocked = busy || attachments.uploading;

  const report = (action: Action, outcome: Exclude<ReplyOutcome, { status: 'done' }>) => {
    if (outcome.status === 'empty') {
      feedback.warning(action === 'save' ? t('reply.emptyDraft') : t('reply.emptyMessage'));
      return;
    }
    if (outcome.status === 'tooLong') {
      feedback.warning(t('reply.tooLong', { max: new Intl.NumberFormat(i18n.language).format(MESSAGE_MAX_LENGTH) }));
      return;
    }
    const description =
      outcome.error instanceof InvalidInlineImageError ? t('reply.invalidImage') : feedback.describe(outcome.error, '').title || undefined;
    feedback.error({ title: t(`reply.${outcome.failure}`), description });
  };

  const submit = async (action: Action) => {
    // The ref also stops a second shortcut pressed before React re-renders.
    if (blocked || workingRef.current || editor.isDestroyed) return;
    const html = editor.getHTML();
    workingRef.current = true;
    setWorking(action);
    editor.setEditable(false);
    const input = {
      ticketId: ticket.id,
      html,
      attachments: attachments.attachments,
      subject,
      to: draft?.emailConfig.to,
      cc: draft?.emailConfig.cc,
      draft: baseline.current,
      idempotencyKey: newIdempotencyKey(),
    };
    const outcome = await (action === 'save' ? saveReply(input, replyDeps) : sendReply(input, replyDeps));
    workingRef.current = false;
    if (editor.isDestroyed) return;
    editor.setEditable(true);
    setWorking(null);

    if (outcome.status !== 'done') {
      // Keep what was typed; swap in the uploaded images and remember a draft the server now has.
      if ('html' in outcome && outcome.html !== undefined && outcome.html !== html) {
        editor.chain().setMeta('addToHistory', false).setContent(outcome.html, { emitUpdate: false }).run();
      }
      if (outcome.status === 'failed' && outcome.saved) baseline.current = { ...outcome.saved, html: editor.getHTML() };
      report(action, outcome);
      editor.commands.focus();
      return;
    }
    feedback.success(action === 'save' ? t('reply.draftSaved') : t('reply.sent'));
    load(undefined);
    onDone(action === 'save' ? 'saved' : 'sent');
  };
  sendRef.current = () => void submit('send');

  // Closing must not silently throw away what was written since the last save.
  const cancel = () => {
    if (!onCancel) return;
    if (!hasUnsavedChanges(baseline.current, editor.getHTML(), attachments.attachments)) {
      onCancel();
      return;
    }
    modal.confirm({
      title: t('reply.discardTitle'),
      content: t('reply.discardBody'),
      okText: t('reply.discard'),
      okButtonProps: { danger: true },
      cancelText: t('reply.keepEditing'),
      onOk: onCancel,
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // The text handles its own shortcut; this covers focus on the toolbar or the buttons.
    if (!event.defaultPrevented && isSendShortcut(event.nativeEvent)) {
      event.preventDefault();
      void submit('send');
    }
  };

  return (
    <Flex vertical gap={token.marginSM} data-testid="reply-editor" role="group" aria-label={t('reply.title')} onKeyDown={onKeyDown}>
      <Flex justify="space-between" align="baseline" gap={token.marginSM} wrap>
        <Typography.Text strong>
          {replyTo ? t('reply.replyingTo', { name: replyTo.emailConfig.fromName || replyTo.user.name }) : t('reply.title')}
        </Typography.Text>
        <Typography.Text type="secondary" ellipsis style={{ minWidth: 0, flex: '1 1 200px', textAlign: 'end' }}>
          {t('reply.subject', { subject })}
        </Typography.Text>
      </Flex>
      <div
        style={{
          border: `${token.lineWidth}px ${token.lineType} ${focused ? token.colorPrimary : token.colorBorder}`,
          borderRadius: token.borderRadiusLG,
          boxShadow: focused ? `0 0 0 ${token.controlOutlineWidth}px ${token.controlOutline}` : 'none',
          background: busy ? token.colorBgContainerDisabled : token.colorBgContainer,
          transition: `border-color ${token.motionDurationMid}, box-shadow ${token.motionDurationMid}`,
          overflow: 'hidden',
        }}
      >
        <div style={{ padding: token.paddingXXS, borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorSplit}` }}>
          <EditorToolbar editor={editor} disabled={busy} expanded={expanded} onToggleExpanded={() => setExpanded((value) => !value)} />
        </div>
        <EditorSurface editor={editor} expanded={expanded} placeholder={t('reply.placeholder')} onFocusChange={setFocused} />
      </div>
      <ReplyAttachmentList items={attachments.items} disabled={busy} onRemove={attachments.remove} />
      <ReplyActions
        working={working}
        blocked={blocked}
        onAttach={(file) => void attachments.add(file)}
        onCancel={onCancel ? cancel : undefined}
        onSave={() => void submit('save')}
        onSend={() => void submit('send')}
      />
    </Flex>
  );
}
