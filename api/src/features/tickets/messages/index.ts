export {
  deleteDraft,
  type DraftInput,
  type EmailConfigInput,
  getMessage,
  listMessages,
  type MessageActor,
  saveDraft,
  sendDraft,
  type ThreadTicket,
  ticketForActor,
  toTicketMessage,
  updateDraft,
} from './messages.service.js';
export { ticketMessagesRoutes } from './routes.js';
export { isBlankMessage, isOwnFileUrl, sanitizeMessageHtml } from './sanitize-message.js';
