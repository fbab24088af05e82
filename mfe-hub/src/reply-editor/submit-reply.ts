import { MESSAGE_MAX_LENGTH } from '@switchboard/shared/contracts';
import type {
  MessageAttachment,
  MessageRecipient,
  SaveDraftRequest,
  TicketMessage,
  UpdateDraftRequest,
} from '@switchboard/shared/contracts';
import { isBlankReply, isUnchangedDraft, replaceInlineImages, type DraftBaseline, type InlineImageUpload } from '@switchboard/shared/thread';

export interface ReplyInput {
  ticketId: string;
  /** The editor's HTML (may still hold pasted base64 images). */
  html: string;
  attachments: MessageAttachment[];
  subject: string;
  to?: MessageRecipient[];
  cc?: MessageRecipient[];
  /** The draft being edited, as loaded (or as last saved); absent for a new reply. */
  draft?: DraftBaseline;
  /** One per user action: a retried POST with it returns the same draft instead of a second one. */
  idempotencyKey: string;
}

/** The calls the reply process makes (hub-api in the editor, fakes in tests). */
export interface ReplyDeps {
  saveDraft(ticketId: string, body: SaveDraftRequest, idempotencyKey: string): Promise<TicketMessage>;
  updateDraft(ticketId: string, body: UpdateDraftRequest): Promise<TicketMessage>;
  send(ticketId: string, messageId: string): Promise<TicketMessage>;
  uploadInline: InlineImageUpload;
}

/** Reply process failures, as i18n keys of the `reply` group. */
export type ReplyFailure = 'uploadFailed' | 'updateFailed' | 'missingDraftId' | 'saveFailed' | 'sendFailed' | 'generalError';

export type ReplyOutcome =
  | { status: 'done'; message: TicketMessage }
  /** Nothing but whitespace: refused with a warning, nothing sent. */
  | { status: 'empty' }
  /** Longer than the server takes (MESSAGE_MAX_LENGTH characters of HTML): refused before any call but the image uploads. */
  | { status: 'tooLong'; html: string }
  | {
      status: 'failed';
      failure: ReplyFailure;
      error: unknown;
      /** The HTML with its pasted images already uploaded, so a retry does not upload them again. */
      html?: string;
      /** The draft the server now holds when a later step failed: a retry updates or sends it instead of filing another. */
      saved?: DraftBaseline;
    };

/**
 * Subject of the reply: the draft's own, else "Re: " + the answered message's subject (or the ticket
 * title), else the ticket title. An answered subject already starting with "Re:" is not prefixed again.
 */
export function replySubject(ticketTitle: string, draft?: Pick<TicketMessage, 'emailConfig'>, replyTo?: Pick<TicketMessage, 'emailConfig'>): string {
  const own = draft?.emailConfig.subject?.trim();
  if (own) return own;
  if (replyTo) {
    const answered = replyTo.emailConfig.subject?.trim() || ticketTitle;
    return /^re:/i.test(answered) ? answered : `Re: ${answered}`;
  }
  return ticketTitle;
}

/** A failed step: which user-facing text it maps to, plus what already happened. */
class StepError extends Error {
  constructor(
    readonly failure: ReplyFailure,
    readonly reason: unknown,
  ) {
    super(failure);
  }
}

async function step<T>(failure: ReplyFailure, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new StepError(failure, error);
  }
}

function emailConfigOf(input: ReplyInput) {
  // `to` stays empty for a customer: the thread shows the support address.
  return { to: input.to ?? [], ...(input.cc && input.cc.length > 0 ? { cc: input.cc } : {}), subject: input.subject, attachments: input.attachments };
}

function updateBody(input: ReplyInput, id: string, message: string): UpdateDraftRequest {
  return { id, channel: 'email', message, sentBy: 'customer', status: 'draft', emailConfig: emailConfigOf(input) };
}

/** Uploads the pasted images; returns the HTML to store, or the outcome that ends the process here. */
async function uploadedHtml(
  input: ReplyInput,
  deps: ReplyDeps,
  progress: { html?: string },
): Promise<string | Extract<ReplyOutcome, { status: 'empty' | 'tooLong' }>> {
  const html = await step('uploadFailed', () => replaceInlineImages(input.html, deps.uploadInline));
  progress.html = html;
  if (isBlankReply(html)) return { status: 'empty' };
  if (html.length > MESSAGE_MAX_LENGTH) return { status: 'tooLong', html };
  return html;
}

/** The id of the draft being edited: without one it can be neither updated nor sent. */
function draftIdOf(draft: DraftBaseline): string {
  if (!draft.id) throw new StepError('missingDraftId', new Error('The draft has no id'));
  return draft.id;
}

function failedOutcome(error: unknown, progress: { html?: string; saved?: DraftBaseline }): ReplyOutcome {
  if (error instanceof StepError) return { status: 'failed', failure: error.failure, error: error.reason, ...progress };
  return { status: 'failed', failure: 'generalError', error, ...progress };
}

/** Save: a new reply is POSTed as a draft, an existing draft is PUT with the new content. */
export async function saveReply(input: ReplyInput, deps: ReplyDeps): Promise<ReplyOutcome> {
  const progress: { html?: string } = {};
  try {
    if (isBlankReply(input.html)) return { status: 'empty' };
    const html = await uploadedHtml(input, deps, progress);
    if (typeof html !== 'string') return html;
    if (input.draft) {
      const id = draftIdOf(input.draft);
      // A draft save fails with 'Error saving draft' (or the upload text), whichever call it was.
      const message = await step('saveFailed', () => deps.updateDraft(input.ticketId, updateBody(input, id, html)));
      return { status: 'done', message };
    }
    const message = await step('saveFailed', () =>
      deps.saveDraft(input.ticketId, { channel: 'email', message: html, emailConfig: emailConfigOf(input) }, input.idempotencyKey),
    );
    return { status: 'done', message };
  } catch (error) {
    return failedOutcome(error, progress);
  }
}

/**
 * Send: an unchanged existing draft is sent directly; a changed one is updated then sent; a
 * new reply is saved as a draft then sent.
 */
export async function sendReply(input: ReplyInput, deps: ReplyDeps): Promise<ReplyOutcome> {
  const progress: { html?: string; saved?: DraftBaseline } = {};
  try {
    if (isBlankReply(input.html)) return { status: 'empty' };
    let draftId: string;
    if (input.draft && isUnchangedDraft(input.draft, input.html, input.attachments)) {
      draftId = draftIdOf(input.draft);
    } else {
      const html = await uploadedHtml(input, deps, progress);
      if (typeof html !== 'string') return html;
      if (input.draft) {
        const id = draftIdOf(input.draft);
        await step('updateFailed', () => deps.updateDraft(input.ticketId, updateBody(input, id, html)));
        draftId = id;
      } else {
        const created = await step('saveFailed', () =>
          deps.saveDraft(input.ticketId, { channel: 'email', message: html, emailConfig: emailConfigOf(input) }, input.idempotencyKey),
        );
        if (!created?.id) throw new StepError('missingDraftId', new Error('The saved draft came back without an id'));
        draftId = created.id;
      }
      progress.saved = { id: draftId, html, attachments: input.attachments };
    }
    const message = await step('sendFailed', () => deps.send(input.ticketId, draftId));
    return { status: 'done', message };
  } catch (error) {
    return failedOutcome(error, progress);
  }
}
