import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { ConfigError, loadConfig } from '../src/config.js';

const scratch = () => mkdtempSync(join(tmpdir(), 'sb-hub-config-'));

describe('mail and hub sign-in configuration', () => {
  test('defaults: no SMTP (files), From on the support domain, retries, hub rate limit', () => {
    const config = loadConfig({ SUPPORT_EMAIL_DOMAIN: 'help.example.com' }, scratch());
    assert.equal(config.mail.smtpUrl, undefined);
    assert.equal(config.mail.from, 'Switchboard <no-reply@help.example.com>');
    assert.equal(config.mail.maxAttempts, 10);
    assert.equal(config.mail.retryBaseMs, 5000);
    assert.deepEqual(config.hubAuthRateLimit, { max: 10, windowMs: 15 * 60 * 1000 });
    assert.equal(config.publicUrlConfigured, false);
  });

  test('SMTP_URL, MAIL_FROM and PUBLIC_URL are taken as given', () => {
    const config = loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'Help <help@example.com>', PUBLIC_URL: 'https://help.example.com' }, scratch());
    assert.equal(config.mail.smtpUrl, 'smtps://u:p@mail.example.com:465');
    assert.equal(config.mail.from, 'Help <help@example.com>');
    assert.equal(config.publicUrlConfigured, true);
  });

  test('invalid values are listed together', () => {
    assert.throws(
      () => loadConfig({ SMTP_URL: 'http://mail.example.com', MAIL_MAX_ATTEMPTS: '0', HUB_AUTH_RATE_LIMIT_MAX: 'many' }, scratch()),
      (error: unknown) =>
        error instanceof ConfigError && /SMTP_URL must use smtp: or smtps:/.test(error.message) && /MAIL_MAX_ATTEMPTS/.test(error.message) && /HUB_AUTH_RATE_LIMIT_MAX/.test(error.message),
    );
  });
});
