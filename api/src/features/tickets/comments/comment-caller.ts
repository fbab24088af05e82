/** The signed-in agent working on comments. */
export interface CommentCaller {
  organizationId: string;
  userId: string;
  name: string;
  permissions: readonly string[];
  /** Set for an OAuth client (it holds its permissions in every division). */
  clientId?: string;
}
