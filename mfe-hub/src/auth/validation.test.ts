import {
  formatCountdown,
  fullPhone,
  isCommonPasswordRefusal,
  isStrongPassword,
  isValidEmail,
  isValidOtp,
  newPasswordProblem,
  parseRegistrationInvite,
  parseResetParams,
  withoutResetParams,
} from './validation';

describe('OTP validation', () => {
  it.each(['123456', '000000'])('accepts %s', (otp) => expect(isValidOtp(otp)).toBe(true));
  it.each(['', '12345', '1234567', '12a456', '12 456', '12.456', '-12345', '１２３４５６'])('refuses %j', (otp) =>
    expect(isValidOtp(otp)).toBe(false),
  );
});

describe('resend countdown', () => {
  it.each([
    [59, '0:59'],
    [5, '0:05'],
    [0, '0:00'],
    [-3, '0:00'],
    [60, '1:00'],
    [4.2, '0:05'],
  ])('%s seconds read %s', (seconds, text) => expect(formatCountdown(seconds)).toBe(text));
});

describe('email pattern', () => {
  it.each(['maya@example.com', ' a.b+c@d.co ', 'x@y.z'])('accepts %j', (email) => expect(isValidEmail(email)).toBe(true));
  it.each(['', 'maya', 'maya@', '@example.com', 'maya@example', 'ma ya@example.com', 'a@b@c.d'])('refuses %j', (email) =>
    expect(isValidEmail(email)).toBe(false),
  );
});

describe('password rule (same as the API)', () => {
  it('needs 12 to 128 characters, with no composition rules', () => {
    expect(isStrongPassword('abcdefghijkl')).toBe(true);
    expect(isStrongPassword('correct horse')).toBe(true);
    expect(isStrongPassword('abcdefghijk')).toBe(false);
    expect(isStrongPassword('abcdefg1')).toBe(false);
    expect(isStrongPassword('x'.repeat(128))).toBe(true);
    expect(isStrongPassword('x'.repeat(129))).toBe(false);
  });

  it('checks a new password against its confirmation first, then the length rule', () => {
    expect(newPasswordProblem('correct horse', 'correct horse')).toBeNull();
    expect(newPasswordProblem('correct horse', 'correct hors')).toBe('passwordsDoNotMatch');
    expect(newPasswordProblem('short', 'shorter')).toBe('passwordsDoNotMatch');
    expect(newPasswordProblem('short', 'short')).toBe('weakPassword');
    // Blank first: the password alone, or both where the form asks for both.
    expect(newPasswordProblem('', 'correct horse')).toBe('passwordRequired');
    expect(newPasswordProblem('correct horse', '')).toBe('passwordsDoNotMatch');
    expect(newPasswordProblem('correct horse', '', true)).toBe('bothPasswordsRequired');
    expect(newPasswordProblem('', '', true)).toBe('bothPasswordsRequired');
  });

  it('recognises the API refusing a common password', () => {
    const refusal = (message: string, code = 'VALIDATION_FAILED') => ({ response: { data: { code, details: [{ field: '/password', message }] } } });
    expect(isCommonPasswordRefusal(refusal('password is too common'))).toBe(true);
    expect(isCommonPasswordRefusal(refusal('password must be at least 12 characters'))).toBe(false);
    expect(isCommonPasswordRefusal(refusal('password is too common', 'RATE_LIMITED'))).toBe(false);
    expect(isCommonPasswordRefusal(new Error('network'))).toBe(false);
  });
});

describe('reset link parameters', () => {
  it('reads email, ad and fk only when all three are there', () => {
    expect(parseResetParams('?email=maya%40example.com&ad=sel&fk=secret')).toEqual({ email: 'maya@example.com', ad: 'sel', fk: 'secret' });
    expect(parseResetParams('?email=maya%40example.com&ad=sel')).toBeNull();
    expect(parseResetParams('')).toBeNull();
  });

  it('removes them and keeps every other parameter', () => {
    expect(withoutResetParams('?email=a%40b.c&ad=1&fk=2')).toBe('');
    expect(withoutResetParams('?organizationId=o1&email=a%40b.c&ad=1&fk=2&ticketId=7')).toBe('?organizationId=o1&ticketId=7');
    expect(withoutResetParams('')).toBe('');
  });
});

describe('registration invitation', () => {
  it('reads organizationId with an optional ticketId', () => {
    expect(parseRegistrationInvite('?organizationId=o1&ticketId=42')).toEqual({ organizationId: 'o1', ticketId: '42' });
    expect(parseRegistrationInvite('?organizationId=o1')).toEqual({ organizationId: 'o1', ticketId: null });
    expect(parseRegistrationInvite('?ticketId=42')).toBeNull();
  });
});

it('joins country code and number for the API', () => {
  expect(fullPhone('+91', ' 98765  43210 ')).toBe('+91 98765 43210');
});
