import { setEnv, type EnvConfig } from '@switchboard/shared/client';
import type { TicketMessage } from '@switchboard/shared/contracts';
import { ccLine, defaultSupportAddress, formatRecipient, initialsOf, isPlainText, recipientsLine, safeFileUrl, senderLine, subjectLine } from './message-format';

const env = { apiBaseUrl: '/api/', baseUrl: '/', environment: 'test', supportEmailDomain: 'help.example.com', genesysImplicitClientId: '', docsBaseUrl: '/docs/', remotes: {} } as unknown as EnvConfig;

function message(emailConfig: Partial<TicketMessage['emailConfig']> = {}, name = 'Maya Rao'): TicketMessage {
  return {
    id: 'm1',
    message: '<p>Hi</p>',
    time: '2026-11-20T10:00:00.000Z',
    sentBy: 'customer',
    status: 'sent',
    user: { name },
    channel: 'email',
    emailConfig: { from: null, fromName: null, to: [], cc: [], subject: null, attachments: [], ...emailConfig },
  };
}

afterEach(() => setEnv(null));

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Maya Rao')).toBe('MR');
    expect(initialsOf('  ana maria  de souza ')).toBe('AS');
    expect(initialsOf('support')).toBe('S');
    expect(initialsOf('علي حسن')).toBe('عح');
    expect(initialsOf('')).toBe('?');
    expect(initialsOf(undefined)).toBe('?');
  });
});

describe('e-mail header lines', () => {
  it('shows recipients as "Name <email>" or plain addresses', () => {
    expect(formatRecipient('a@example.com')).toBe('a@example.com');
    expect(formatRecipient({ name: 'Ann', email: 'ann@example.com' })).toBe('Ann <ann@example.com>');
    expect(formatRecipient({ name: ' ', email: 'ann@example.com' })).toBe('ann@example.com');
    expect(recipientsLine(message({ to: ['a@example.com', { name: 'Bo', email: 'bo@example.com' }] }))).toBe('a@example.com, Bo <bo@example.com>');
  });

  it('falls back to the support address of the runtime settings when To is empty', () => {
    setEnv(env);
    expect(defaultSupportAddress()).toBe('support@help.example.com');
    expect(recipientsLine(message())).toBe('support@help.example.com');
  });

  it("uses the server's default support domain when the settings are not loaded", () => {
    expect(recipientsLine(message())).toBe('support@switchboard.local');
  });

  it('leaves Cc out when there is none', () => {
    expect(ccLine(message())).toBeNull();
    expect(ccLine(message({ cc: ['c@example.com'] }))).toBe('c@example.com');
  });

  it('shows the sender as "fromName <from>", else the author name', () => {
    expect(senderLine(message({ from: 'maya@example.com', fromName: 'Maya R.' }))).toBe('Maya R. <maya@example.com>');
    expect(senderLine(message({ from: 'maya@example.com' }))).toBe('Maya Rao <maya@example.com>');
    expect(senderLine(message())).toBe('Maya Rao');
  });

  it('falls back to the ticket title for a missing or blank subject', () => {
    expect(subjectLine(message({ subject: '[#12] Parcel' }), 'Title')).toBe('[#12] Parcel');
    expect(subjectLine(message({ subject: '  ' }), 'Title')).toBe('Title');
    expect(subjectLine(message(), 'Title')).toBe('Title');
  });
});

describe('safeFileUrl', () => {
  it('accepts http(s) and our file routes only', () => {
    expect(safeFileUrl('https://cdn.example.com/a.pdf')).toBe('https://cdn.example.com/a.pdf');
    expect(safeFileUrl('/api/v1/files/1/content?expires=1&signature=x')).toBe('/api/v1/files/1/content?expires=1&signature=x');
    expect(safeFileUrl('javascript:alert(1)')).toBeNull();
    expect(safeFileUrl('data:text/html,hi')).toBeNull();
  });
});

describe('isPlainText', () => {
  it('tells plain text from HTML that lays out its own lines', () => {
    expect(isPlainText('Hello\nthere')).toBe(true);
    expect(isPlainText('Hello <b>there</b>')).toBe(true);
    expect(isPlainText('<p>Hello</p>')).toBe(false);
    expect(isPlainText('Hello<br>there')).toBe(false);
  });
});
