import { isEmailAddress, replySteps, replySubject, type ReplyContent } from './reply-steps';

const content = (message: string): ReplyContent => ({ message, emailConfig: { to: ['maya@example.com'], cc: [], subject: 'Re: x', attachments: [] } });

describe('replySteps', () => {
  it('files a new reply as a draft first, then sends it', () => {
    expect(replySteps(null, content('<p>a</p>'), 'send')).toEqual(['create', 'send']);
    expect(replySteps(null, content('<p>a</p>'), 'save')).toEqual(['create']);
  });

  it('sends an unchanged draft directly and updates a changed one first', () => {
    const draft = { id: 'd1', stored: content('<p>a</p>') };
    expect(replySteps(draft, content('<p>a</p>'), 'send')).toEqual(['send']);
    expect(replySteps(draft, content('<p>b</p>'), 'send')).toEqual(['update', 'send']);
    expect(replySteps(draft, content('<p>a</p>'), 'save')).toEqual(['update']);
  });
});

describe('replySubject', () => {
  it('prefixes Re: once', () => {
    expect(replySubject('Printer on fire')).toBe('Re: Printer on fire');
    expect(replySubject('RE: Printer on fire')).toBe('RE: Printer on fire');
  });
});

describe('isEmailAddress', () => {
  it('accepts plain addresses only', () => {
    expect(isEmailAddress(' maya@example.com ')).toBe(true);
    expect(isEmailAddress('maya@example')).toBe(false);
    expect(isEmailAddress('Maya <maya@example.com>')).toBe(false);
  });
});
