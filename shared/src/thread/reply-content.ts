import type { MessageAttachment } from '@switchboard/shared/contracts';

/** What a reply holds: the editor's HTML (pasted images may still be base64) and the uploaded attachments. */
export interface ReplyEditorContent {
  html: string;
  attachments: MessageAttachment[];
}

/** A draft as an editor holds it: what the server has, to tell whether the writer changed it. */
export interface DraftBaseline extends ReplyEditorContent {
  id?: string;
}

/** True when the HTML shows nothing: no text besides whitespace and no image (an image-only reply is not empty). */
export function isBlankReply(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .trim();
  return text.length === 0;
}

function sameAttachments(a: MessageAttachment[], b: MessageAttachment[]): boolean {
  return a.length === b.length && a.every((item, index) => item.fileUrl === b[index]!.fileUrl && item.fileName === b[index]!.fileName);
}

/** Neither the text nor the attachments of the loaded draft changed. */
export function isUnchangedDraft(draft: ReplyEditorContent, html: string, attachments: MessageAttachment[]): boolean {
  return draft.html === html && sameAttachments(draft.attachments, attachments);
}

/** Something was written (or attached) that the server does not have yet. */
export function hasUnsavedChanges(draft: ReplyEditorContent | undefined, html: string, attachments: MessageAttachment[]): boolean {
  if (draft) return !isUnchangedDraft(draft, html, attachments);
  return !isBlankReply(html) || attachments.length > 0;
}
