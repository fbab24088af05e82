export {
  hubAuthApi,
  hubCategoriesApi,
  hubMessagesApi,
  hubTicketsApi,
  INLINE_ATTACHMENTS_FOLDER,
  newIdempotencyKey,
  uploadHubFile,
} from './hub-api';
