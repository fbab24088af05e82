import type { MessageAttachment, MessageRecipient } from '@switchboard/shared/contracts';

/** What the reply composer holds, as the API takes it. */
export interface ReplyContent {
  message: string;
  emailConfig: { to: MessageRecipient[]; cc: MessageRecipient[]; subject: string; attachments: MessageAttachment[] };
}

/** The address fields of the reply form (the rich text and attachments come from the shared editor). */
export interface ReplyFields {
  to: string[];
  cc: string[];
  subject: string;
}

/** The agent's own draft the composer is working on, with the content it had when last stored. */
export interface StoredDraft {
  id: string;
  stored: ReplyContent;
}

export type ReplyStep = 'create' | 'update' | 'send';

const sameContent = (a: ReplyContent, b: ReplyContent) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The calls for a save or a send: a new reply is first saved as a draft (POST); an existing draft
 * is updated (PUT) only when its content changed; send then sends the draft. A draft saved before a
 * failed send is the stored draft of the retry, so it is sent, not filed twice.
 */
export function replySteps(draft: StoredDraft | null, content: ReplyContent, action: 'save' | 'send'): ReplyStep[] {
  const store: ReplyStep[] = !draft ? ['create'] : sameContent(draft.stored, content) ? [] : ['update'];
  if (action === 'send') return [...store, 'send'];
  // Saving an unchanged draft still answers "Draft saved" with one PUT (the agent asked for it).
  return store.length ? store : ['update'];
}

/** `Re: <title>` for a new reply (the server puts `[#serial]` in front). */
export const replySubject = (title: string) => (/^re:/i.test(title.trim()) ? title.trim() : `Re: ${title.trim()}`);

/** A recipient list as plain addresses, for the tags inputs. */
export const recipientAddresses = (list: readonly MessageRecipient[]) => list.map((entry) => (typeof entry === 'string' ? entry : entry.email));

const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

/** A plausible recipient address (a little stricter than the server, which wants `x@y`). */
export const isEmailAddress = (value: string) => EMAIL.test(value.trim());
