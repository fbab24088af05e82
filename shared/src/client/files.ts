import type { SignedUrlResponse } from '@switchboard/shared/contracts';
import type { RequestConfig } from './http-client.js';
import { api } from './http.js';

/** A file stored through the signed-URL flow. */
export interface UploadedFile {
  /** The file's id, for calls that take one (a picture, a logo). */
  fileId: string;
  fileName: string;
  fileType: string;
  /** The signed download link: works without a token (an `<img>`, a mail). */
  fileUrl: string;
  fileSize: number;
}

/**
 * Uploads one file as the signed-in agent: a signed slot from `files/signedurl`, then one PUT of the
 * body to it. `config` goes with the slot request (e.g. to keep errors quiet).
 */
export async function uploadFile(file: Blob & { name?: string }, options: { folder: string; config?: RequestConfig }): Promise<UploadedFile> {
  const fileName = file.name ?? 'file';
  const fileType = file.type || 'application/octet-stream';
  const params = { file: fileName, fileType, folder: options.folder, secured: true };
  const signed = (await api.get<SignedUrlResponse>('files/signedurl', { ...options.config, params })).data;
  // The signed URL proves itself: no bearer token (and no refresh before it).
  await api.put(signed.url, file, {
    ...options.config,
    skipAuthRedirect: true,
    skipTokenRefresh: true,
    headers: { Authorization: false, 'Content-Type': fileType },
  });
  const fileId = new URL(signed.downloadUrl, 'http://relative.invalid').pathname.split('/').pop() ?? '';
  return { fileId, fileName: signed.fileName, fileType, fileUrl: signed.downloadUrlWithToken, fileSize: file.size };
}
