import { ALLOWED_UPLOAD_TYPES } from '@switchboard/shared/contracts';

/** The server's upload limit (api `FILE_MAX_BYTES`, default 10 MiB): refused here before uploading. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** A message carries at most 20 attachments (contracts `emailConfig.attachments` maxItems). */
export const MAX_ATTACHMENTS = 20;

/** Image types pasted or dropped into the text, shown at once as base64 and uploaded on save. */
export const INLINE_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/jpg', 'image/gif'];

export type AttachmentProblem = 'tooLarge' | 'unsupportedType';

/** Why a file cannot be attached, or null when it can. */
export function attachmentProblem(file: { size: number; type: string }): AttachmentProblem | null {
  const type = file.type.split(';')[0]!.trim().toLowerCase();
  if (!(ALLOWED_UPLOAD_TYPES as readonly string[]).includes(type)) return 'unsupportedType';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Files pasted or dropped into the text: images go inline, everything else becomes an attachment. */
export function splitDroppedFiles<T extends { type: string }>(files: readonly T[]): { inline: T[]; attachments: T[] } {
  const inline = files.filter((file) => INLINE_IMAGE_TYPES.includes(file.type.toLowerCase()));
  return { inline, attachments: files.filter((file) => !inline.includes(file)) };
}
