import { ALLOWED_UPLOAD_TYPES } from '@switchboard/shared/contracts';

/** The server's upload limit (api `FILE_MAX_BYTES`, 10 MiB): refused here before uploading. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** A message carries at most 20 attachments (contracts `emailConfig.attachments` maxItems). */
export const MAX_ATTACHMENTS = 20;

export type AttachmentProblem = 'tooLarge' | 'unsupportedType';

/** Why a file cannot be attached, or null when it can. */
export function attachmentProblem(file: { size: number; type: string }): AttachmentProblem | null {
  const type = file.type.split(';')[0]!.trim().toLowerCase();
  if (!(ALLOWED_UPLOAD_TYPES as readonly string[]).includes(type)) return 'unsupportedType';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'tooLarge';
  return null;
}

const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

/** A plausible recipient address (a little stricter than the server, which wants `x@y`). */
export const isEmailAddress = (value: string) => EMAIL.test(value.trim());
