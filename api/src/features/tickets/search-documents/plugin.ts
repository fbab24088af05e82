import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_SEARCH_DOCUMENT_POLL_MS, SearchDocumentWorker } from './worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes the tickets' search documents from their journal; started when the server listens, tests call `drain()`. */
    searchDocuments: SearchDocumentWorker;
  }
}

/** The search document worker on the root instance: started on listen, stopped before the database closes. */
export const searchDocumentsPlugin = fp(
  async (app: FastifyInstance, options: { pollIntervalMs?: number }) => {
    const worker = new SearchDocumentWorker(app.db, app.log, options.pollIntervalMs ?? DEFAULT_SEARCH_DOCUMENT_POLL_MS);
    app.decorate('searchDocuments', worker);
    app.addHook('onListen', async () => {
      worker.start();
    });
    app.addHook('preClose', async () => {
      await worker.stop();
    });
  },
  { name: 'switchboard-search-documents', dependencies: ['switchboard-db'] },
);
