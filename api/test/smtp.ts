import { createServer } from 'node:net';
import { after, before } from 'node:test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { startTestApp, type TestApp } from './helpers.js';

/** A real SMTP server on 127.0.0.1 that keeps every mail it receives, parsed. */
export interface TestSmtpServer {
  port: number;
  url: string;
  mails: ParsedMail[];
  /** Mails sent to `to` (case-insensitive), oldest first. */
  mailsTo(to: string): ParsedMail[];
  close(): Promise<void>;
}

/** A port nothing listens on (yet). */
export function freePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePromise(port));
    });
  });
}

export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP: no self-signed STARTTLS for nodemailer to refuse.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolvePromise());
  });
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    mails,
    mailsTo: (to) => mails.filter((m) => (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).some((a) => a.value.some((v) => v.address?.toLowerCase() === to.toLowerCase()))),
    close: () => new Promise<void>((resolvePromise) => server.close(() => resolvePromise())),
  };
}

/** The 6-digit code in an OTP mail's text. */
export function otpFrom(mail: ParsedMail | undefined): string {
  const match = mail?.text?.match(/\b(\d{6})\b/);
  if (!match?.[1]) throw new Error(`no OTP in mail: ${mail?.text ?? '(no mail)'}`);
  return match[1];
}

/**
 * For the tests of the enclosing describe (or file): a test SMTP server and an app that mails
 * through it, with links on https://help.example.com/; started before them, closed after them.
 */
export function mailingTestApp(): { readonly t: TestApp; readonly smtp: TestSmtpServer } {
  const started = {} as { t: TestApp; smtp: TestSmtpServer };
  before(async () => {
    started.smtp = await startSmtpServer();
    started.t = await startTestApp({ SMTP_URL: started.smtp.url, PUBLIC_URL: 'https://help.example.com/' });
  });
  after(async () => {
    await started.t.close();
    await started.smtp.close();
  });
  return started;
}
