import type { MessageAttachment } from '@switchboard/shared/contracts';
import { hasUnsavedChanges, isBlankReply, isUnchangedDraft } from './reply-content';

const IMAGE = '<img src="data:image/png;base64,aGVsbG8=">';
const ATTACHMENT: MessageAttachment = { fileName: 'invoice.pdf', fileType: 'application/pdf', fileUrl: 'https://files.test/1/content', fileSize: 2048 };
const existingDraft = { id: 'd1', html: '<p>Hello</p>', attachments: [ATTACHMENT] };

describe('isBlankReply', () => {
  it('treats tags, spaces and non-breaking spaces as empty', () => {
    expect(isBlankReply('')).toBe(true);
    expect(isBlankReply('<p></p>')).toBe(true);
    expect(isBlankReply('<p>  &nbsp; </p><p><br></p>')).toBe(true);
  });

  it('sees text, and an image alone, as content', () => {
    expect(isBlankReply('<p> x </p>')).toBe(false);
    expect(isBlankReply(`<p></p>${IMAGE}`)).toBe(false);
  });
});

describe('isUnchangedDraft', () => {
  it('compares the HTML and the attachments as loaded', () => {
    expect(isUnchangedDraft(existingDraft, '<p>Hello</p>', [ATTACHMENT])).toBe(true);
    expect(isUnchangedDraft(existingDraft, '<p>Hello!</p>', [ATTACHMENT])).toBe(false);
    expect(isUnchangedDraft(existingDraft, '<p>Hello</p>', [])).toBe(false);
    expect(isUnchangedDraft(existingDraft, '<p>Hello</p>', [{ ...ATTACHMENT, fileUrl: 'https://files.test/2/content' }])).toBe(false);
  });
});

describe('hasUnsavedChanges', () => {
  it('sees text or attachments in a new reply', () => {
    expect(hasUnsavedChanges(undefined, '<p></p>', [])).toBe(false);
    expect(hasUnsavedChanges(undefined, '<p>x</p>', [])).toBe(true);
    expect(hasUnsavedChanges(undefined, '<p></p>', [ATTACHMENT])).toBe(true);
  });

  it('compares an opened draft with what the server has', () => {
    expect(hasUnsavedChanges(existingDraft, '<p>Hello</p>', [ATTACHMENT])).toBe(false);
    expect(hasUnsavedChanges(existingDraft, '<p>Hello</p>', [])).toBe(true);
  });
});
