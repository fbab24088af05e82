import { ATTACHMENT_MAX_BYTES, attachmentProblem, splitDroppedFiles } from './attachment-rules';

describe('attachmentProblem', () => {
  it('accepts allowed types up to 10 MiB', () => {
    expect(ATTACHMENT_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(attachmentProblem({ size: ATTACHMENT_MAX_BYTES, type: 'application/pdf' })).toBeNull();
    expect(attachmentProblem({ size: 10, type: 'image/PNG' })).toBeNull();
    expect(attachmentProblem({ size: 10, type: 'text/plain; charset=utf-8' })).toBeNull();
  });

  it('refuses a file over 10 MiB', () => {
    expect(attachmentProblem({ size: ATTACHMENT_MAX_BYTES + 1, type: 'application/zip' })).toBe('tooLarge');
  });

  it('refuses types outside the allowed list, and files of unknown type', () => {
    expect(attachmentProblem({ size: 10, type: 'application/x-msdownload' })).toBe('unsupportedType');
    expect(attachmentProblem({ size: 10, type: 'text/html' })).toBe('unsupportedType');
    expect(attachmentProblem({ size: 10, type: '' })).toBe('unsupportedType');
  });
});

describe('splitDroppedFiles', () => {
  it('puts png, jpeg and gif inline and everything else in the attachments', () => {
    const files = [{ type: 'image/png' }, { type: 'application/pdf' }, { type: 'image/jpeg' }, { type: 'image/webp' }, { type: 'image/gif' }];
    const { inline, attachments } = splitDroppedFiles(files);
    expect(inline.map((file) => file.type)).toEqual(['image/png', 'image/jpeg', 'image/gif']);
    expect(attachments.map((file) => file.type)).toEqual(['application/pdf', 'image/webp']);
  });
});
