/** The signed-in agent working on comments. */
export interface CommentCaller {
  organizationId: string;
  userId: string;
  name: string;
  permissions: readonly string[];
}
