import fp from 'fastify-plugin';
import { fileTransport, smtpTransport } from './transport.js';
import { MailWorker } from './worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drains the mail outbox; `main.ts` starts it, tests call `drain()` themselves. */
    mailWorker: MailWorker;
  }
}

/** The outbox worker as `app.mailWorker`, over SMTP_URL or, without it, `.eml` files in DATA_DIR. */
export const mailPlugin = fp(
  async (app) => {
    const { db, config } = app;
    const transport = config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : fileTransport(config.dataDir, app.log);
    const worker = new MailWorker(db, transport, { ...config.mail, publicUrl: config.publicUrl }, app.log);
    app.decorate('mailWorker', worker);
    // The worker may be mid-send: it finishes its row before the database goes away.
    app.addHook('onClose', async () => {
      await worker.stop();
    });
  },
  { name: 'switchboard-mail', dependencies: ['switchboard-db', 'switchboard-config'] },
);
