import type { Static } from 'typebox';
import { stringProperties, Type } from './type-builders.js';

/** Content types a signed upload accepts: images, pdf, text, office documents, zip. */
export const ALLOWED_UPLOAD_TYPES = [
  'image/png',
  'image/jpeg',
  'image/jpg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'text/plain',
  'text/csv',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/zip',
  'application/x-zip-compressed',
] as const;

/** `GET v1/files/signedurl` query. */
export const SignedUrlQuerySchema = Type.Object({
  file: Type.String({ minLength: 1, maxLength: 255 }),
  fileType: Type.String({ minLength: 1, maxLength: 255 }),
  folder: Type.Optional(Type.String({ maxLength: 64 })),
  secured: Type.Optional(Type.Union([Type.Boolean(), Type.String()])),
});
export type SignedUrlQuery = Static<typeof SignedUrlQuerySchema>;

/** `url`: one PUT of the body before it expires; `downloadUrl`: bearer token; `downloadUrlWithToken`: signed GET link. */
export const SignedUrlResponseSchema = Type.Object(stringProperties('url', 'downloadUrl', 'downloadUrlWithToken', 'fileName'));
export type SignedUrlResponse = Static<typeof SignedUrlResponseSchema>;
