import { ATTACHMENT_MAX_BYTES, attachmentProblem, isEmailAddress } from './attachment-rules';

describe('attachmentProblem', () => {
  it('takes allowed types up to 10 MiB and refuses the rest before uploading', () => {
    expect(attachmentProblem({ type: 'application/pdf', size: ATTACHMENT_MAX_BYTES })).toBeNull();
    expect(attachmentProblem({ type: 'image/PNG; charset=binary', size: 10 })).toBeNull();
    expect(attachmentProblem({ type: 'application/pdf', size: ATTACHMENT_MAX_BYTES + 1 })).toBe('tooLarge');
    expect(attachmentProblem({ type: 'application/x-msdownload', size: 10 })).toBe('unsupportedType');
    expect(attachmentProblem({ type: '', size: 10 })).toBe('unsupportedType');
  });
});

describe('isEmailAddress', () => {
  it('accepts plain addresses only', () => {
    expect(isEmailAddress(' maya@example.com ')).toBe(true);
    expect(isEmailAddress('maya@example')).toBe(false);
    expect(isEmailAddress('Maya <maya@example.com>')).toBe(false);
  });
});
