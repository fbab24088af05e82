import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { UploadSweepConfig } from '../../../quota-config.js';
import { PollingWorker, type Database, type Db } from '../../../db/index.js';
import { createFileStore, type FileStore } from './storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Removes upload slots never attached to a message; `start()` after listen, tests call `sweep()`. */
    uploadSweeper: UploadSweeper;
  }
}

/** `/api/v1/files/<uuid>` anywhere in a text: the bearer URL or the signed `/content` link, relative or absolute. */
const FILE_LINK = /\/api\/v1\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/gi;

/** Rows removed per round trip; a round goes on until nothing is due. */
const BATCH_SIZE = 200;

/** The ids of the files our own links in these texts point to (lower case, each once). */
export function referencedFileIds(texts: readonly string[]): string[] {
  const ids = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(FILE_LINK)) ids.add(match[1]!.toLowerCase());
  return [...ids];
}

/**
 * Marks the organisation's files these texts (a message's body and attachments) link to as attached,
 * so the sweeper keeps them. Called in the transaction that saves the message.
 */
export async function markFilesAttached(trx: Kysely<Database>, organizationId: string, texts: readonly string[]): Promise<void> {
  const ids = referencedFileIds(texts);
  if (ids.length === 0) return;
  await trx.updateTable('files').set({ attached_at: new Date() }).where('organization_id', '=', organizationId).where('id', 'in', ids).where('attached_at', 'is', null).execute();
}

/**
 * Removes upload slots no message ever referred to once they are `graceMs` old: the row first (so a
 * message saved meanwhile cannot attach a file whose body is going), then the stored object. Runs
 * every `intervalMs` once started; `sweep()` runs one round (tests, shutdown).
 */
export class UploadSweeper extends PollingWorker<number> {
  constructor(
    private readonly db: Db,
    private readonly store: FileStore,
    private readonly settings: UploadSweepConfig,
    log: FastifyBaseLogger,
  ) {
    super(log, 'upload sweeper', settings.intervalMs);
  }

  /** One round now; the number of files removed. */
  sweep(): Promise<number> {
    return this.drain();
  }

  protected async drainAll(): Promise<number> {
    const cutoff = new Date(Date.now() - this.settings.graceMs);
    let removed = 0;
    for (;;) {
      const due = await this.db
        .selectFrom('files')
        .select('id')
        .where('attached_at', 'is', null)
        .where('created_at', '<', cutoff)
        .orderBy('created_at')
        .limit(BATCH_SIZE)
        .execute();
      if (due.length === 0) return removed;
      const deleted = await this.db
        .deleteFrom('files')
        .where('id', 'in', due.map((row) => row.id))
        // Attached since the select: kept.
        .where('attached_at', 'is', null)
        .returning(['id', 'storage_key', 'uploaded_at'])
        .execute();
      for (const file of deleted) {
        // A slot never uploaded to has no object.
        if (!file.uploaded_at) continue;
        try {
          await this.store.remove(file.storage_key);
        } catch (error) {
          this.log.warn({ err: error, fileId: file.id }, 'upload sweeper: the stored object could not be removed');
        }
      }
      removed += deleted.length;
      if (due.length < BATCH_SIZE) return removed;
    }
  }
}

/** `app.uploadSweeper` over the configured file store; stopped (after its round) when the app closes. */
export const uploadSweeperPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, config } = app;
    const sweeper = new UploadSweeper(db, createFileStore(config.files), config.quotas.uploadSweep, app.log);
    app.decorate('uploadSweeper', sweeper);
    app.addHook('preClose', async () => {
      await sweeper.stop();
    });
  },
  { name: 'upload-sweeper', dependencies: ['switchboard-db', 'switchboard-config'] },
);
