export type { CommentCaller } from './comment-caller.js';
export { MAX_MENTIONS_PER_COMMENT, prepareCommentText } from './comment-text.js';
export { addComment, deleteComment, listComments, updateComment } from './comments.service.js';
export { ticketCommentsRoutes } from './routes.js';
export { type AgentTicketRef, ensureNotMerged, ticketOfOrganization } from './ticket-access.js';
