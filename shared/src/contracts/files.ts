import type { Static } from 'typebox';
import { stringProperties, Type } from './type-builders.js';

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
