import { COMMENT_MAX_LENGTH, mentionedUserIds } from '@switchboard/shared/contracts';
import { AppError } from '../../../plugins/errors.js';

/** More distinct mentions than this in one comment are ignored (a pasted list is not a broadcast). */
export const MAX_MENTIONS_PER_COMMENT = 50;

/** Trimmed comment text and the user ids it mentions; 400 on `/text` when blank or too long. */
export function prepareCommentText(raw: string): { text: string; mentionIds: string[] } {
  // NUL characters are already gone (plugins/nul-characters.ts).
  const text = raw.trim();
  if (text.length === 0) throw new AppError(400, 'VALIDATION_FAILED', [{ field: '/text', message: 'is required' }]);
  if (text.length > COMMENT_MAX_LENGTH) throw new AppError(400, 'VALIDATION_FAILED', [{ field: '/text', message: `must be at most ${COMMENT_MAX_LENGTH} characters` }]);
  return { text, mentionIds: mentionedUserIds(text).slice(0, MAX_MENTIONS_PER_COMMENT) };
}
