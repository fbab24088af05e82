import { useCallback, useRef, useState } from 'react';
import type { MessageAttachment } from '@switchboard/shared/contracts';
import { formatFileSize } from '@switchboard/shared/format';
import { ATTACHMENT_MAX_BYTES, attachmentProblem, MAX_ATTACHMENTS } from '../attachment-rules.js';
import { useEditorNotices } from './notices.js';
import { useThreadTranslation } from '../use-thread-translation.js';

/** One listed attachment; `attachment` is missing while its upload runs. */
export interface AttachmentItem {
  uid: string;
  name: string;
  size: number;
  attachment?: MessageAttachment;
}

let nextUid = 0;
const uid = () => `reply-attachment-${(nextUid += 1)}`;

const itemOf = (attachment: MessageAttachment): AttachmentItem => ({ uid: uid(), name: attachment.fileName, size: attachment.fileSize, attachment });

/** Uploads one file (signed URL + PUT) and returns it as messages store it. */
export type AttachmentUpload = (file: Blob, fileName: string) => Promise<MessageAttachment>;

/** The attachments of the reply being written: checked, uploaded at once with `upload`, removable. */
export function useReplyAttachments(upload: AttachmentUpload, describeError: (error: unknown) => string | undefined) {
  const { t } = useThreadTranslation();
  const notices = useEditorNotices();
  const [items, setItems] = useState<AttachmentItem[]>([]);
  // Mirrors `items` for checks made by several files of one pick before React re-renders.
  const count = useRef(0);

  const update = useCallback((change: (list: AttachmentItem[]) => AttachmentItem[]) => {
    setItems((list) => {
      const next = change(list);
      count.current = next.length;
      return next;
    });
  }, []);

  /** True when the file may be attached; otherwise says why (before anything is uploaded). */
  const check = (file: File): boolean => {
    const problem = attachmentProblem(file);
    if (problem === 'tooLarge') notices.error({ title: t('editor.fileTooLarge', { name: file.name, size: formatFileSize(ATTACHMENT_MAX_BYTES) }) });
    if (problem === 'unsupportedType') notices.error({ title: t('editor.fileTypeNotAllowed', { name: file.name }) });
    return problem === null;
  };

  /** Checks and uploads one file; the list shows it as uploading until the link comes back. */
  const add = async (file: File): Promise<void> => {
    if (!check(file)) return;
    if (count.current >= MAX_ATTACHMENTS) {
      notices.warning({ title: t('editor.tooManyFiles', { count: MAX_ATTACHMENTS }) });
      return;
    }
    const item: AttachmentItem = { uid: uid(), name: file.name, size: file.size };
    count.current += 1;
    update((list) => [...list, item]);
    try {
      const attachment = await upload(file, file.name);
      update((list) => list.map((entry) => (entry.uid === item.uid ? { ...entry, attachment } : entry)));
    } catch (error) {
      update((list) => list.filter((entry) => entry.uid !== item.uid));
      notices.error({ title: t('editor.uploadFailed'), description: describeError(error) ?? file.name });
    }
  };

  const remove = (itemUid: string) => update((list) => list.filter((entry) => entry.uid !== itemUid));
  const reset = useCallback((attachments: MessageAttachment[]) => update(() => attachments.map(itemOf)), [update]);

  return {
    items,
    /** Uploaded attachments, in the order listed. */
    attachments: items.flatMap((item) => (item.attachment ? [item.attachment] : [])),
    uploading: items.some((item) => !item.attachment),
    add,
    remove,
    reset,
  };
}

export type ReplyAttachmentsState = ReturnType<typeof useReplyAttachments>;
