export { filesRoutes } from './routes.js';
export { type FileLinkPurpose, signFileLink, verifyFileLink } from './signing.js';
export {
  createFileStore,
  DEFAULT_FOLDER,
  type FileStore,
  LocalFileStore,
  newStorageKey,
  S3FileStore,
  S3StoreError,
  safeFileName,
  safeFolder,
} from './storage.js';
export { markFilesAttached, referencedFileIds, UploadSweeper, uploadSweeperPlugin } from './upload-sweeper.js';
