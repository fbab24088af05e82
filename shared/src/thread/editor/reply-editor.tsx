import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { App, Flex, theme } from 'antd';
import { EditorState } from '@tiptap/pm/state';
import { formatFileSize } from '@switchboard/shared/format';
import { ATTACHMENT_MAX_BYTES, attachmentProblem, splitDroppedFiles } from '../attachment-rules.js';
import { hasUnsavedChanges, isBlankReply, type ReplyEditorContent } from '../reply-content.js';
import { useThreadTranslation } from '../use-thread-translation.js';
import { EditorSurface } from './editor-surface.js';
import { EditorToolbar } from './editor-toolbar.js';
import { serverMessageOf, useEditorNotices } from './notices.js';
import { readDataUrl } from './read-data-url.js';
import { ReplyActions } from './reply-actions.js';
import { ReplyAttachmentList } from './reply-attachments.js';
import { useReplyAttachments, type AttachmentUpload } from './use-reply-attachments.js';
import { isSendShortcut, useReplyTiptap } from './use-reply-tiptap.js';

export type ReplyAction = 'save' | 'send';

/**
 * What the host made of a save or send: `done` clears the editor; `kept` keeps what was written
 * (a failure or a refusal the host reported), with `html` when the host replaced pasted images by
 * their uploaded links, and `stored` when the server now holds exactly this content.
 */
export type ReplySubmitResult = { status: 'done' } | { status: 'kept'; html?: string; stored?: boolean };

export interface ReplyEditorProps {
  /** Accessible name of the whole editor. */
  label: string;
  /** Above the text box: the hub's title and subject, the agent's To / Cc / Subject fields. */
  header?: ReactNode;
  /** Content to open (a draft); opened again whenever `loadKey` changes. */
  initial?: ReplyEditorContent;
  loadKey?: string;
  /** Put the cursor in the text after opening (chosen with Edit Draft or Reply). */
  focusOnLoad?: boolean;
  /** Uploads attachments and, through the host, pasted images. */
  upload: AttachmentUpload;
  /** Text of a failed upload (default: the server's message). */
  describeError?: (error: unknown) => string | undefined;
  /**
   * Runs the host's save / send rules. `loaded` is the content the server holds as the
   * editor normalised it (the opened draft, or what a failed attempt already stored), else undefined.
   * Blank text is refused before this is called.
   */
  onSubmit: (action: ReplyAction, content: ReplyEditorContent, loaded: ReplyEditorContent | undefined) => Promise<ReplySubmitResult>;
  /** After `done`. */
  onDone?: (action: ReplyAction) => void;
  /** Shown as a Cancel button when given; asks first when something unsaved would be lost. */
  onCancel?: () => void;
  /** Test id of the editable text (default `reply-editor-content`). */
  contentTestId?: string;
}

/**
 * The reply editor of the hub and the agent workspace: tiptap rich text with a
 * toolbar, pasted or dropped images shown at once as base64, attachments uploaded as they are picked,
 * Save draft and Send (Ctrl/Cmd+Enter). Nothing typed is lost on a failure; after success it clears.
 * Loaded lazily (`ReplyEditor` of the index) so tiptap never weighs on a first screen.
 */
export function RichReplyEditor({
  label,
  header,
  initial,
  loadKey,
  focusOnLoad = false,
  upload,
  describeError = serverMessageOf,
  onSubmit,
  onDone,
  onCancel,
  contentTestId = 'reply-editor-content',
}: ReplyEditorProps) {
  const { t } = useThreadTranslation();
  const notices = useEditorNotices();
  const { modal } = App.useApp();
  const { token } = theme.useToken();
  const attachments = useReplyAttachments(upload, describeError);
  const [working, setWorking] = useState<ReplyAction | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [focused, setFocused] = useState(false);
  // What the server holds, as this editor renders it: decides "unchanged" for the host and for Cancel.
  const baseline = useRef<ReplyEditorContent | undefined>(undefined);
  const sendRef = useRef<() => void>(() => {});
  const workingRef = useRef(false);

  const editor = useReplyTiptap({
    label: t('editor.contentLabel'),
    testId: contentTestId,
    onSendShortcut: () => sendRef.current(),
    onFiles: (files, position) => {
      const { inline, attachments: others } = splitDroppedFiles(files);
      void insertImages(inline, position);
      others.forEach((file) => void attachments.add(file));
    },
  });

  // Pasted or dropped images show at once as base64; the host uploads them on save or send.
  const insertImages = async (files: File[], position: number | undefined) => {
    const images: { type: 'image'; attrs: { src: string; alt: string } }[] = [];
    for (const file of files) {
      if (attachmentProblem(file) === 'tooLarge') {
        notices.error({ title: t('editor.fileTooLarge', { name: file.name, size: formatFileSize(ATTACHMENT_MAX_BYTES) }) });
        continue;
      }
      try {
        images.push({ type: 'image', attrs: { src: await readDataUrl(file), alt: file.name } });
      } catch (error) {
        // A failed image only logs.
        console.error('Could not read the pasted image', error);
      }
    }
    if (images.length === 0 || editor.isDestroyed) return;
    if (position === undefined) editor.chain().focus().insertContent(images).run();
    else editor.chain().focus().insertContentAt(position, images).run();
  };

  const { reset: resetAttachments } = attachments;
  const load = useCallback(
    (content: ReplyEditorContent | undefined) => {
      // When a Suspense boundary hides and shows the editor again, React re-runs effects with the
      // editor of the last render, which tiptap has destroyed meanwhile; the new one loads next render.
      if (editor.isDestroyed) return;
      editor.commands.setContent(content?.html ?? '', { emitUpdate: false });
      // A fresh undo history: Undo must neither empty the opened draft nor bring back a sent reply.
      editor.view.updateState(EditorState.create({ doc: editor.state.doc, plugins: editor.state.plugins, schema: editor.state.schema }));
      editor.view.dispatch(editor.state.tr.setMeta('addToHistory', false));
      resetAttachments(content?.attachments ?? []);
      baseline.current = content ? { html: editor.getHTML(), attachments: content.attachments } : undefined;
    },
    [editor, resetAttachments],
  );

  // Read at load time only: a new `initial` object on each render of the host must not reload.
  const initialRef = useRef(initial);
  initialRef.current = initial;
  const focusRef = useRef(focusOnLoad);
  focusRef.current = focusOnLoad;
  useEffect(() => {
    load(initialRef.current);
    if (focusRef.current && !editor.isDestroyed) editor.commands.focus('end');
  }, [load, editor, loadKey]);

  const busy = working !== null;
  const blocked = busy || attachments.uploading;

  const submit = async (action: ReplyAction) => {
    // The ref also stops a second shortcut pressed before React re-renders.
    if (blocked || workingRef.current || editor.isDestroyed) return;
    const html = editor.getHTML();
    const content = { html, attachments: attachments.attachments };
    // Nothing but whitespace is refused with a warning, before any call.
    if (isBlankReply(html)) {
      notices.warning({ title: action === 'save' ? t('editor.emptyDraft') : t('editor.emptyMessage') });
      return;
    }
    workingRef.current = true;
    setWorking(action);
    editor.setEditable(false);
    let result: ReplySubmitResult;
    try {
      result = await onSubmit(action, content, baseline.current);
    } catch (error) {
      // The host reports its own failures; this only keeps the text if one slips through.
      console.error('The reply could not be submitted', error);
      result = { status: 'kept' };
    }
    workingRef.current = false;
    if (editor.isDestroyed) return;
    editor.setEditable(true);
    setWorking(null);

    if (result.status === 'kept') {
      // Keep what was typed; swap in the uploaded images and remember a draft the server now has.
      if (result.html !== undefined && result.html !== html) {
        editor.chain().setMeta('addToHistory', false).setContent(result.html, { emitUpdate: false }).run();
      }
      if (result.stored) baseline.current = { html: editor.getHTML(), attachments: content.attachments };
      editor.commands.focus();
      return;
    }
    load(undefined);
    onDone?.(action);
    // The keyboard user goes on where they were: the cursor back in the emptied text, not on the
    // first header field or the page. After the host's own re-render, which may move focus.
    requestAnimationFrame(() => {
      if (!editor.isDestroyed) editor.commands.focus();
    });
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
      title: t('editor.discardTitle'),
      content: t('editor.discardBody'),
      okText: t('editor.discard'),
      okButtonProps: { danger: true },
      cancelText: t('editor.keepEditing'),
      onOk: onCancel,
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // The text handles its own shortcut; this covers focus on the toolbar, the buttons or the header fields.
    if (!event.defaultPrevented && isSendShortcut(event.nativeEvent)) {
      event.preventDefault();
      void submit('send');
    }
  };

  return (
    <Flex vertical gap={token.marginSM} data-testid="reply-editor" role="group" aria-label={label} onKeyDown={onKeyDown}>
      {header}
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
        <EditorSurface editor={editor} expanded={expanded} placeholder={t('editor.placeholder')} onFocusChange={setFocused} />
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

export default RichReplyEditor;
