// Ticket thread UI shared by the hub and the agent workspace: the message card, the rich reply
// editor (lazy: tiptap is only fetched when an editor shows) and the category field item. Not a
// Module Federation singleton: it holds no state, so each remote bundles (and tree-shakes) what it uses.
export {
  ATTACHMENT_MAX_BYTES,
  attachmentProblem,
  type AttachmentProblem,
  INLINE_IMAGE_TYPES,
  MAX_ATTACHMENTS,
  splitDroppedFiles,
} from './attachment-rules.js';
export {
  CategoryFieldItem,
  type CategoryFieldItemProps,
  FIELD_DATE_FORMAT,
  FIELD_DATETIME_FORMAT,
  WIDE_FIELD_TYPES,
} from './category-field-item.js';
export { useIsRtl, useMirroredIconStyle } from './direction.js';
export { EmailHeader } from './email-header.js';
export {
  decodeBase64Image,
  type InlineImageUpload,
  InvalidInlineImageError,
  replaceInlineImages,
} from './inline-images.js';
export { loadReplyEditor, ReplyEditor } from './lazy-reply-editor.js';
export { normalizeLinkUrl } from './link-url.js';
export { MessageAttachments } from './message-attachments.js';
export { MessageCard, type MessageCardProps } from './message-card.js';
export {
  ccLine,
  defaultSupportAddress,
  formatRecipient,
  initialsOf,
  isPlainText,
  type PartyParts,
  recipientParts,
  recipientsLine,
  recipientsParts,
  safeFileUrl,
  senderLine,
  senderParts,
  subjectLine,
} from './message-format.js';
export { MessageHtml } from './message-html.js';
export { PrintableMessage, usePrintMessage } from './message-print.js';
export { type SplitMessage, splitQuotedText } from './quoted-text.js';
export {
  type DraftBaseline,
  hasUnsavedChanges,
  isBlankReply,
  isUnchangedDraft,
  type ReplyEditorContent,
} from './reply-content.js';
export {
  isOwnImageSource,
  sanitizeMessageHtml,
  sanitizeMessageHtmlHoldingImages,
} from './sanitize-message.js';
export { THREAD_NAMESPACE, threadStrings, type ThreadStrings } from './strings.js';
export { useNow } from './use-now.js';
export { registerThreadStrings, useThreadTranslation } from './use-thread-translation.js';
export type { ReplyAction, ReplyEditorProps, ReplySubmitResult } from './editor/reply-editor.js';
export type { AttachmentUpload } from './editor/use-reply-attachments.js';
