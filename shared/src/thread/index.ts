// Ticket thread UI shared by the hub and the agent workspace: the message card, the rich reply
// editor (lazy: tiptap is only fetched when an editor shows) and the category field item. Not a
// Module Federation singleton: it holds no state, so each remote bundles (and tree-shakes) what it uses.
export * from './attachment-rules.js';
export * from './category-field-item.js';
export * from './direction.js';
export * from './email-header.js';
export * from './inline-images.js';
export * from './lazy-reply-editor.js';
export * from './link-url.js';
export * from './message-attachments.js';
export * from './message-card.js';
export * from './message-format.js';
export * from './message-html.js';
export * from './message-print.js';
export * from './quoted-text.js';
export * from './reply-content.js';
export * from './sanitize-message.js';
export * from './strings.js';
export * from './use-now.js';
export * from './use-thread-translation.js';
export type { ReplyAction, ReplyEditorProps, ReplySubmitResult } from './editor/reply-editor.js';
export type { AttachmentUpload } from './editor/use-reply-attachments.js';
