import closeWithGrace from 'close-with-grace';
import { buildApp, prepareDatabase } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { generatedPasswordBanner } from './first-start.js';

/** The api process: config, database, HTTP, and a graceful stop on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const prepared = await prepareDatabase(config);
  const app = await buildApp(config, prepared);

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an unexpected error');
    else app.log.info({ signal }, 'stopping: finishing open requests');
    // close() stops accepting, waits for in-flight requests, then the onClose hook stops the mail
    // worker (after the mail it is sending) and closes the database.
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  app.mailWorker.start();
  app.uploadSweeper.start();
  app.expiredRecordsSweeper.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}/`;

  const lines = [
    '',
    `Switchboard is running at ${url}  (started in ${Math.round(performance.now() - startedAt)} ms)`,
    `  API docs: ${url}api/docs`,
    `  Customer hub: ${url}hub/`,
    `  Mail: ${app.mailWorker.transportDescription}`,
    `  Sign in as ${config.adminEmail} with ${config.adminPassword ? 'the password in ADMIN_PASSWORD' : 'the administrator password'}.`,
  ];
  const created = prepared.firstStart.administrator;
  if (created?.generatedPassword) lines.push('', generatedPasswordBanner(created.email, created.generatedPassword));
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else process.stderr.write(`Switchboard api failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
