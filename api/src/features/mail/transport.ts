import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

const requireLazily = createRequire(import.meta.url);

/** nodemailer, loaded when a process first sends: most processes (the CLI, most test files) send nothing. */
const nodemailer = () => requireLazily('nodemailer') as typeof import('nodemailer');

export interface MailEnvelope {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  locale: string;
  cc?: string;
  replyTo?: string;
  /** A Message-ID chosen by the sender (ticket mail threads on it); else the transport makes one. */
  messageId?: string;
  inReplyTo?: string;
  references?: string;
}

/** Delivers one mail; throws when it could not (the worker retries). Returns the Message-ID. */
export interface MailTransport {
  readonly description: string;
  send(mail: MailEnvelope): Promise<string>;
  close(): void;
}

const messageFields = (mail: MailEnvelope) => ({
  from: mail.from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  ...(mail.cc ? { cc: mail.cc } : {}),
  ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
  ...(mail.messageId ? { messageId: mail.messageId } : {}),
  ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo } : {}),
  ...(mail.references ? { references: mail.references } : {}),
  headers: { 'Content-Language': mail.locale, 'X-Switchboard-Mail-Id': mail.id },
});

/** SMTP through nodemailer, with timeouts short enough that a dead server does not hold the worker. */
export function smtpTransport(smtpUrl: string): MailTransport {
  let transporter: Transporter | undefined;
  const connection = () =>
    (transporter ??= nodemailer().createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    }));
  return {
    description: `SMTP ${new URL(smtpUrl).host}`,
    async send(mail) {
      const info = await connection().sendMail(messageFields(mail));
      return info.messageId;
    },
    close: () => transporter?.close(),
  };
}

/** Without SMTP_URL each mail becomes `DATA_DIR/outbox/<id>.eml`, and a log line says where. */
export function fileTransport(dataDir: string, log: FastifyBaseLogger): MailTransport {
  const folder = join(dataDir, 'outbox');
  const newBuilder = () => nodemailer().createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let builder: ReturnType<typeof newBuilder> | undefined;
  return {
    description: `files in ${folder}`,
    async send(mail) {
      builder ??= newBuilder();
      const info = await builder.sendMail(messageFields(mail));
      // Mail holds one-time codes and reset links: readable by the server's user only.
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const file = join(folder, `${mail.id}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      // `mode` applies only when the file is created; a retry rewriting it must not leave it wider.
      await chmod(file, 0o600);
      log.info({ file, to: mail.to, subject: mail.subject }, `mail written to ${file} (no SMTP_URL configured)`);
      return info.messageId;
    },
    close: () => {},
  };
}
