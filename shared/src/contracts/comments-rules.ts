// Comment rules shared by the api and the agent workspace, with no schema: an editor that writes mentions loads no TypeBox.

/** Longest comment text after trimming. */
export const COMMENT_MAX_LENGTH = 10_000;
/** Comments page size: default, and the cap on what a request may ask for. */
export const COMMENTS_DEFAULT_PAGE_SIZE = 50;
export const COMMENTS_MAX_PAGE_SIZE = 100;

/**
 * Mention syntax inside a comment's text: `@[Display name](user-uuid)`. The id decides who is
 * mentioned (names may contain anything but `]` and line breaks, and may be stale); ids that are not
 * an active agent of the organisation are ignored and the token stays plain text.
 */
export const MENTION_PATTERN = /@\[([^\]\r\n]{1,200})\]\(([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\)/g;

/** Writes `@[name](id)` for a mention (the editor inserts these). */
export const mentionToken = (user: { id: string; name: string }) => `@[${user.name.replace(/[\]\r\n]/g, ' ')}](${user.id})`;

/** The distinct user ids mentioned in a text, in order of first appearance. */
export function mentionedUserIds(text: string): string[] {
  const ids = new Set<string>();
  for (const match of text.matchAll(MENTION_PATTERN)) ids.add(match[2]!.toLowerCase());
  return [...ids];
}
