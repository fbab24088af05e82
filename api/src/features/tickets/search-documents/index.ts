export { searchDocumentsPlugin } from './plugin.js';
export { DEFAULT_SEARCH_DOCUMENT_POLL_MS, SEARCH_DOCUMENT_BATCH, SearchDocumentWorker, writeSearchDocuments } from './worker.js';
