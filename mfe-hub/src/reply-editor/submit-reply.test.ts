import type { MessageAttachment, SaveDraftRequest, TicketMessage, UpdateDraftRequest } from '@switchboard/shared/contracts';
import { MESSAGE_MAX_LENGTH } from '@switchboard/shared/contracts';
import { InvalidInlineImageError } from '@switchboard/shared/thread';
import { replySubject, saveReply, sendReply, type ReplyDeps, type ReplyInput } from './submit-reply';

const IMAGE = '<img src="data:image/png;base64,aGVsbG8=">';
const ATTACHMENT: MessageAttachment = { fileName: 'invoice.pdf', fileType: 'application/pdf', fileUrl: 'https://files.test/1/content', fileSize: 2048 };

function message(id: string, overrides: Partial<TicketMessage> = {}): TicketMessage {
  return {
    id,
    message: '<p>Hello</p>',
    time: '2026-01-01T00:00:00.000Z',
    sentBy: 'customer',
    status: 'draft',
    user: { name: 'Maya Rao' },
    channel: 'email',
    emailConfig: { from: null, fromName: null, to: [], cc: [], subject: null, attachments: [] },
    ...overrides,
  };
}

/** Fake calls that log their order; each can be made to fail. */
function fakeDeps(failing: Partial<Record<keyof ReplyDeps, unknown>> = {}, created: TicketMessage = message('new-1')) {
  const calls: string[] = [];
  const deps = {
    saveDraft: jest.fn(async (_ticketId: string, _body: SaveDraftRequest, _key: string) => {
      calls.push('POST');
      if ('saveDraft' in failing) throw failing.saveDraft;
      return created;
    }),
    updateDraft: jest.fn(async (_ticketId: string, body: UpdateDraftRequest) => {
      calls.push(`PUT ${body.id}`);
      if ('updateDraft' in failing) throw failing.updateDraft;
      return message(body.id);
    }),
    send: jest.fn(async (_ticketId: string, id: string) => {
      calls.push(`SEND ${id}`);
      if ('send' in failing) throw failing.send;
      return message(id, { status: 'sent' });
    }),
    uploadInline: jest.fn(async (_file: Blob, _fileName: string) => {
      calls.push('UPLOAD');
      if ('uploadInline' in failing) throw failing.uploadInline;
      return { fileUrl: 'https://files.test/img/content' };
    }),
  } satisfies ReplyDeps;
  return { deps, calls };
}

function input(overrides: Partial<ReplyInput> = {}): ReplyInput {
  return { ticketId: 't1', html: '<p>Hello</p>', attachments: [], subject: 'Re: Printer', idempotencyKey: 'key-1', ...overrides };
}

const existingDraft = { id: 'd1', html: '<p>Hello</p>', attachments: [ATTACHMENT] };

describe('replySubject', () => {
  const withSubject = (subject: string | null) => message('m', { emailConfig: { ...message('m').emailConfig, subject } });

  it("keeps a draft's own subject", () => {
    expect(replySubject('Printer', withSubject('My subject'), withSubject('Other'))).toBe('My subject');
  });

  it('answers with "Re: " and the subject of the message, else of the ticket title', () => {
    expect(replySubject('Printer', undefined, withSubject('[#12] Printer jam'))).toBe('Re: [#12] Printer jam');
    expect(replySubject('Printer', withSubject('  '), withSubject(null))).toBe('Re: Printer');
  });

  it('does not stack "Re:" prefixes', () => {
    expect(replySubject('Printer', undefined, withSubject('RE: Printer'))).toBe('RE: Printer');
  });

  it('falls back to the ticket title for a first message', () => {
    expect(replySubject('Printer')).toBe('Printer');
  });
});

describe('saveReply', () => {
  it('refuses an empty draft and calls nothing', async () => {
    const { deps, calls } = fakeDeps();
    expect(await saveReply(input({ html: '<p> &nbsp;</p>' }), deps)).toEqual({ status: 'empty' });
    expect(calls).toEqual([]);
  });

  it('POSTs a new draft with the idempotency key and the email details', async () => {
    const { deps, calls } = fakeDeps();
    const outcome = await saveReply(input({ attachments: [ATTACHMENT] }), deps);

    expect(outcome).toEqual({ status: 'done', message: message('new-1') });
    expect(calls).toEqual(['POST']);
    expect(deps.saveDraft).toHaveBeenCalledWith(
      't1',
      { channel: 'email', message: '<p>Hello</p>', emailConfig: { to: [], subject: 'Re: Printer', attachments: [ATTACHMENT] } },
      'key-1',
    );
  });

  it('uploads pasted images first and saves the HTML with their links', async () => {
    const { deps, calls } = fakeDeps();
    await saveReply(input({ html: `<p>See</p>${IMAGE}` }), deps);
    expect(calls).toEqual(['UPLOAD', 'POST']);
    expect(deps.saveDraft.mock.calls[0]![1].message).toBe('<p>See</p><img src="https://files.test/img/content">');
  });

  it('saves an image-only draft', async () => {
    const { deps, calls } = fakeDeps();
    expect((await saveReply(input({ html: IMAGE }), deps)).status).toBe('done');
    expect(calls).toEqual(['UPLOAD', 'POST']);
  });

  it('PUTs an existing draft with id, channel, sentBy, status and email details', async () => {
    const { deps, calls } = fakeDeps();
    const outcome = await saveReply(input({ html: '<p>Changed</p>', draft: existingDraft, attachments: [ATTACHMENT], cc: ['boss@example.com'] }), deps);

    expect(outcome.status).toBe('done');
    expect(calls).toEqual(['PUT d1']);
    expect(deps.updateDraft).toHaveBeenCalledWith('t1', {
      id: 'd1',
      channel: 'email',
      message: '<p>Changed</p>',
      sentBy: 'customer',
      status: 'draft',
      emailConfig: { to: [], cc: ['boss@example.com'], subject: 'Re: Printer', attachments: [ATTACHMENT] },
    });
  });

  it.each([
    ['the POST fails', {}, { saveDraft: new Error('500') }, 'saveFailed'],
    ['the PUT of an existing draft fails', { draft: existingDraft }, { updateDraft: new Error('500') }, 'saveFailed'],
    ['a pasted image cannot be uploaded', { html: IMAGE }, { uploadInline: new Error('413') }, 'uploadFailed'],
  ] as const)('maps a failure when %s', async (_case, overrides, failing, failure) => {
    const { deps } = fakeDeps(failing);
    const outcome = await saveReply(input(overrides), deps);
    expect(outcome).toMatchObject({ status: 'failed', failure, error: Object.values(failing)[0] });
  });

  it('maps an invalid pasted image to the upload failure and uploads nothing', async () => {
    const { deps, calls } = fakeDeps();
    const outcome = await saveReply(input({ html: '<img src="data:image/png;base64,@@@">' }), deps);
    expect(outcome).toMatchObject({ status: 'failed', failure: 'uploadFailed' });
    expect(outcome.status === 'failed' && outcome.error).toBeInstanceOf(InvalidInlineImageError);
    expect(calls).toEqual([]);
  });

  it('refuses a draft without an id', async () => {
    const { deps, calls } = fakeDeps();
    const outcome = await saveReply(input({ draft: { html: '<p>x</p>', attachments: [] } }), deps);
    expect(outcome).toMatchObject({ status: 'failed', failure: 'missingDraftId' });
    expect(calls).toEqual([]);
  });

  it('keeps the uploaded HTML of a failed save so a retry does not upload again', async () => {
    const { deps } = fakeDeps({ saveDraft: new Error('500') });
    const outcome = await saveReply(input({ html: IMAGE }), deps);
    expect(outcome).toMatchObject({ status: 'failed', html: '<img src="https://files.test/img/content">' });
  });

  it('maps an unexpected error to the general error', async () => {
    const { deps } = fakeDeps();
    // A broken caller (no HTML at all) fails outside every call.
    const outcome = await saveReply({ ...input(), html: undefined as unknown as string }, deps);
    expect(outcome).toMatchObject({ status: 'failed', failure: 'generalError' });
  });
});

describe('sendReply', () => {
  it('refuses an empty message and calls nothing', async () => {
    const { deps, calls } = fakeDeps();
    expect(await sendReply(input({ html: '<p></p>', draft: { ...existingDraft, html: '<p></p>' } }), deps)).toEqual({ status: 'empty' });
    expect(calls).toEqual([]);
  });

  it('saves a new reply as a draft, then sends it', async () => {
    const { deps, calls } = fakeDeps();
    const outcome = await sendReply(input(), deps);
    expect(calls).toEqual(['POST', 'SEND new-1']);
    expect(deps.saveDraft.mock.calls[0]![2]).toBe('key-1');
    expect(outcome).toEqual({ status: 'done', message: message('new-1', { status: 'sent' }) });
  });

  it('sends an unchanged existing draft directly', async () => {
    const { deps, calls } = fakeDeps();
    const outcome = await sendReply(input({ draft: existingDraft, attachments: [ATTACHMENT] }), deps);
    expect(calls).toEqual(['SEND d1']);
    expect(outcome.status).toBe('done');
  });

  it('updates a changed draft, then sends it', async () => {
    const { deps, calls } = fakeDeps();
    await sendReply(input({ html: '<p>Hello again</p>', draft: existingDraft, attachments: [ATTACHMENT] }), deps);
    expect(calls).toEqual(['PUT d1', 'SEND d1']);
    expect(deps.updateDraft.mock.calls[0]![1]).toMatchObject({ id: 'd1', message: '<p>Hello again</p>', status: 'draft', sentBy: 'customer' });
  });

  it('treats a removed attachment as a change', async () => {
    const { deps, calls } = fakeDeps();
    await sendReply(input({ draft: existingDraft, attachments: [] }), deps);
    expect(calls).toEqual(['PUT d1', 'SEND d1']);
  });

  it('uploads pasted images before saving, then sends', async () => {
    const { deps, calls } = fakeDeps();
    await sendReply(input({ html: `<p>x</p>${IMAGE}${IMAGE}` }), deps);
    expect(calls).toEqual(['UPLOAD', 'POST', 'SEND new-1']);
  });

  it('maps an upload failure and saves nothing', async () => {
    const { deps, calls } = fakeDeps({ uploadInline: new Error('403') });
    expect(await sendReply(input({ html: IMAGE }), deps)).toMatchObject({ status: 'failed', failure: 'uploadFailed' });
    expect(calls).toEqual(['UPLOAD']);
  });

  it('maps a failed update and does not send', async () => {
    const { deps, calls } = fakeDeps({ updateDraft: new Error('409') });
    const outcome = await sendReply(input({ html: '<p>new</p>', draft: existingDraft }), deps);
    expect(outcome).toMatchObject({ status: 'failed', failure: 'updateFailed' });
    expect(calls).toEqual(['PUT d1']);
  });

  it('maps a failed POST to the draft save failure and does not send', async () => {
    const { deps, calls } = fakeDeps({ saveDraft: new Error('500') });
    expect(await sendReply(input(), deps)).toMatchObject({ status: 'failed', failure: 'saveFailed' });
    expect(calls).toEqual(['POST']);
  });

  it('refuses to send when the saved draft comes back without an id', async () => {
    const { deps, calls } = fakeDeps({}, { ...message(''), id: '' });
    expect(await sendReply(input(), deps)).toMatchObject({ status: 'failed', failure: 'missingDraftId' });
    expect(calls).toEqual(['POST']);
  });

  it('refuses an existing draft without an id, changed or not', async () => {
    const { deps, calls } = fakeDeps();
    const draft = { html: '<p>Hello</p>', attachments: [] };
    expect(await sendReply(input({ draft }), deps)).toMatchObject({ status: 'failed', failure: 'missingDraftId' });
    expect(await sendReply(input({ draft, html: '<p>new</p>' }), deps)).toMatchObject({ status: 'failed', failure: 'missingDraftId' });
    expect(calls).toEqual([]);
  });

  it('maps a failed send and reports the draft now saved, so a retry does not file another', async () => {
    const failure = new Error('502');
    const { deps, calls } = fakeDeps({ send: failure });
    const outcome = await sendReply(input({ html: `<p>x</p>${IMAGE}`, attachments: [ATTACHMENT] }), deps);
    expect(calls).toEqual(['UPLOAD', 'POST', 'SEND new-1']);
    expect(outcome).toEqual({
      status: 'failed',
      failure: 'sendFailed',
      error: failure,
      html: '<p>x</p><img src="https://files.test/img/content">',
      saved: { id: 'new-1', html: '<p>x</p><img src="https://files.test/img/content">', attachments: [ATTACHMENT] },
    });
  });

  it('maps a failed send of an unchanged draft', async () => {
    const { deps } = fakeDeps({ send: new Error('409') });
    expect(await sendReply(input({ draft: existingDraft, attachments: [ATTACHMENT] }), deps)).toMatchObject({ status: 'failed', failure: 'sendFailed' });
  });

  it('maps an unexpected error to the general error', async () => {
    const { deps } = fakeDeps();
    const outcome = await sendReply({ ...input(), html: '<p>x</p>', draft: { id: 'd1', html: '<p>x</p>', attachments: null as unknown as MessageAttachment[] } }, deps);
    expect(outcome).toMatchObject({ status: 'failed', failure: 'generalError' });
  });
});

describe('message length', () => {
  const long = `<p>${'a'.repeat(MESSAGE_MAX_LENGTH)}</p>`;

  it('refuses a reply longer than the server takes, before saving or sending', async () => {
    const { deps, calls } = fakeDeps();
    expect(await saveReply(input({ html: long }), deps)).toEqual({ status: 'tooLong', html: long });
    expect(await sendReply(input({ html: long }), deps)).toEqual({ status: 'tooLong', html: long });
    expect(calls).toEqual([]);
  });

  it('counts the uploaded links, not the pasted base64', async () => {
    const { deps, calls } = fakeDeps();
    const pasted = `<p>x</p><img src="data:image/png;base64,${'A'.repeat(MESSAGE_MAX_LENGTH)}">`;
    expect((await saveReply(input({ html: pasted }), deps)).status).toBe('done');
    expect(calls).toEqual(['UPLOAD', 'POST']);
  });
});
