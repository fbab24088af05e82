import { api, uploadFile } from '@switchboard/shared/client';
import {
  COMMENTS_MAX_PAGE_SIZE,
  MESSAGES_DEFAULT_PAGE_SIZE,
  type MessageAttachment,
  type SaveDraftRequest,
  type TicketComment,
  type TicketCommentListResponse,
  type TicketMessage,
  type TicketMessageListResponse,
  type UpdateDraftRequest,
} from '@switchboard/shared/contracts';
import { OWN_ERRORS } from './own-errors';

/** Signed uploads of message attachments land in this folder. */
export const ATTACHMENTS_FOLDER = 'inline-attachments';

const messagesPath = (ticketId: string) => `tickets/${encodeURIComponent(ticketId)}/messages`;
const commentsPath = (ticketId: string) => `tickets/${encodeURIComponent(ticketId)}/comments`;

/** A page of a list, 1-based. */
export type PageFetcher<T> = (pageNumber: number) => Promise<{ entities: T[]; totalCount: number }>;

/**
 * The newest `pageSize` entities of an oldest-first list, oldest first, and the total: page 1 tells the
 * total; when there is more, the last two pages hold the newest entities.
 */
export async function fetchLatest<T>(fetchPage: PageFetcher<T>, pageSize: number): Promise<{ entities: T[]; totalCount: number }> {
  const first = await fetchPage(1);
  const total = first.totalCount;
  if (total <= pageSize || first.entities.length < pageSize) return { entities: first.entities, totalCount: Math.max(total, first.entities.length) };
  const lastPage = Math.ceil(total / pageSize);
  const before = lastPage - 1 === 1 ? first : await fetchPage(lastPage - 1);
  const last = await fetchPage(lastPage);
  return { entities: [...before.entities, ...last.entities].slice(-pageSize), totalCount: total };
}

/** The agent's thread (messages to and from the customer) and internal notes of one ticket. */
export const conversationApi = {
  async messagesPage(ticketId: string, pageNumber: number): Promise<TicketMessageListResponse> {
    const params = { pageNumber, pageSize: MESSAGES_DEFAULT_PAGE_SIZE };
    return (await api.get<TicketMessageListResponse>(messagesPath(ticketId), { ...OWN_ERRORS, params })).data;
  },
  async saveDraft(ticketId: string, body: SaveDraftRequest): Promise<TicketMessage> {
    return (await api.post<TicketMessage>(messagesPath(ticketId), body, OWN_ERRORS)).data;
  },
  async updateDraft(ticketId: string, body: UpdateDraftRequest): Promise<TicketMessage> {
    return (await api.put<TicketMessage>(messagesPath(ticketId), body, OWN_ERRORS)).data;
  },
  /** Send takes no body. */
  async sendDraft(ticketId: string, messageId: string): Promise<TicketMessage> {
    return (await api.put<TicketMessage>(`${messagesPath(ticketId)}/${encodeURIComponent(messageId)}/send`, undefined, OWN_ERRORS)).data;
  },
  async deleteDraft(ticketId: string, messageId: string): Promise<void> {
    await api.delete(`${messagesPath(ticketId)}/${encodeURIComponent(messageId)}`, OWN_ERRORS);
  },
  async commentsPage(ticketId: string, pageNumber: number): Promise<TicketCommentListResponse> {
    const params = { pageNumber, pageSize: COMMENTS_MAX_PAGE_SIZE };
    return (await api.get<TicketCommentListResponse>(commentsPath(ticketId), { ...OWN_ERRORS, params })).data;
  },
  async addComment(ticketId: string, text: string): Promise<TicketComment> {
    return (await api.post<TicketComment>(commentsPath(ticketId), { text }, OWN_ERRORS)).data;
  },
  async updateComment(ticketId: string, commentId: string, text: string): Promise<TicketComment> {
    return (await api.put<TicketComment>(`${commentsPath(ticketId)}/${encodeURIComponent(commentId)}`, { text }, OWN_ERRORS)).data;
  },
  async deleteComment(ticketId: string, commentId: string): Promise<void> {
    await api.delete(`${commentsPath(ticketId)}/${encodeURIComponent(commentId)}`, OWN_ERRORS);
  },
  /**
   * Uploads one attachment: a signed slot, then one PUT of the body to it. Returns the attachment as
   * messages store it; `fileUrl` is the signed download link (works in a mail, without a token).
   */
  async uploadAttachment(file: Blob & { name?: string }): Promise<MessageAttachment> {
    const { fileName, fileType, fileUrl, fileSize } = await uploadFile(file, { folder: ATTACHMENTS_FOLDER, config: OWN_ERRORS });
    return { fileName, fileType, fileUrl, fileSize };
  },
};
