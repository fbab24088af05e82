import { ALLOWED_UPLOAD_TYPES, SignedUrlQuerySchema, SignedUrlResponseSchema } from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { decodeProtectedHeader } from 'jose';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../../../plugins/authentication.js';
import { AppError, notFound } from '../../../plugins/errors.js';
import { canReadFile, type FileReader } from './access.js';
import { createFileStore, newStorageKey, safeFileName, safeFolder } from './storage.js';
import { signFileLink, verifyFileLink } from './signing.js';

const FileIdParamsSchema = Type.Object({ fileId: Type.String({ format: 'uuid' }) });
const SignedLinkQuerySchema = Type.Object({ expires: Type.Optional(Type.String()), signature: Type.Optional(Type.String()) });

/** Content type without parameters, lower case (`image/png; charset=x` → `image/png`). */
const mediaType = (value: string | undefined) => (value ?? '').split(';')[0]!.trim().toLowerCase();

/** Types a browser could run as a page are always downloaded, never shown inline. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg', 'image/gif', 'image/webp', 'application/pdf', 'text/plain']);

/**
 * Signed uploads and downloads: `GET v1/files/signedurl` (customer or agent token),
 * `PUT v1/files/{id}?expires&signature` (one body, before expiry), `GET v1/files/{id}` (bearer: the
 * uploader, or a caller who can see a message linking the file), `GET v1/files/{id}/content?expires&signature`
 * (signed link for `<img>`/`<a>`), `GET v1/images/{id}` (a logo or picture in use, public).
 */
export const filesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const { files, jwtSecret } = config;
  const store = createFileStore(files);

  /** Either kind of token: customer tokens carry `typ: customer+jwt`, agent tokens do not. */
  async function organizationOfCaller(request: FastifyRequest, reply: FastifyReply): Promise<{ organizationId: string; actor: string; reader: FileReader }> {
    const token = bearerToken(request);
    if (!token) throw new AppError(401, 'UNAUTHENTICATED');
    let typ: string | undefined;
    try {
      typ = decodeProtectedHeader(token).typ;
    } catch {
      throw new AppError(401, 'UNAUTHENTICATED');
    }
    if (typ === 'customer+jwt') {
      await app.authenticateCustomer.call(app, request, reply);
      const { organizationId, customerId } = request.customer!;
      return { organizationId, actor: `customer:${customerId}`, reader: { kind: 'customer', organizationId, customerId } };
    }
    await app.authenticate.call(app, request, reply);
    const { organizationId, userId, permissions, clientId } = request.auth!;
    return { organizationId, actor: `user:${userId}`, reader: { kind: 'agent', organizationId, userId, permissions, clientId } };
  }

  // A configured PUBLIC_URL always wins over the address the caller reached us at.
  const origin = (request: FastifyRequest) => (config.publicUrlConfigured ? config.publicUrl : `${request.protocol}://${request.host}`).replace(/\/$/, '');

  app.get(
    '/v1/files/signedurl',
    { schema: { summary: 'A one-time upload URL and the download links of the file', querystring: SignedUrlQuerySchema, response: { 200: SignedUrlResponseSchema } } },
    async (request, reply) => {
      const caller = await organizationOfCaller(request, reply);
      const { file, fileType, folder } = request.query;
      const contentType = mediaType(fileType);
      if (!(ALLOWED_UPLOAD_TYPES as readonly string[]).includes(contentType)) {
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', [{ field: '/fileType', message: 'is not an allowed file type' }]);
      }
      const safe = safeFolder(folder);
      if (!safe) throw new AppError(400, 'VALIDATION_FAILED', [{ field: '/folder', message: 'must be letters, digits, - and _' }]);
      const secured = request.query.secured === undefined ? true : String(request.query.secured) !== 'false';
      // Customers' upload slots are counted per customer and per address (agents are not).
      await app.hubQuota.uploads.call(app, request, reply);
      const fileName = safeFileName(file);
      const uploadExpiresAt = Date.now() + files.uploadUrlTtlMs;
      const row = await db
        .insertInto('files')
        .values({
          organization_id: caller.organizationId,
          folder: safe,
          file_name: fileName,
          storage_key: newStorageKey(caller.organizationId, safe, fileName),
          content_type: contentType,
          secured,
          created_by: caller.actor,
          upload_expires_at: new Date(uploadExpiresAt),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const base = `${origin(request)}/api/v1/files/${row.id}`;
      const downloadExpiresAt = Date.now() + files.downloadUrlTtlMs;
      return {
        url: `${base}?expires=${uploadExpiresAt}&signature=${signFileLink(jwtSecret, 'put', row.id, uploadExpiresAt)}`,
        downloadUrl: base,
        downloadUrlWithToken: `${base}/content?expires=${downloadExpiresAt}&signature=${signFileLink(jwtSecret, 'get', row.id, downloadExpiresAt)}`,
        fileName,
      };
    },
  );

  // Upload bodies arrive raw in any content type: this scope parses every body as a buffer.
  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<TypeBoxTypeProvider>();
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: files.maxBytes }, (_request, body, done) => done(null, body));

    uploads.put(
      '/v1/files/:fileId',
      {
        bodyLimit: files.maxBytes,
        // The signature in the link is the credential.
        config: { public: true },
        schema: { summary: 'Upload the file body to a signed URL (once)', params: FileIdParamsSchema, querystring: SignedLinkQuerySchema, response: { 200: Type.Object({ fileName: Type.String(), size: Type.Integer() }) } },
      },
      async (request) => {
        const { fileId } = request.params;
        if (!verifyFileLink(jwtSecret, 'put', fileId, request.query.expires, request.query.signature)) throw new AppError(403, 'UPLOAD_LINK_INVALID');
        const file = await db.selectFrom('files').selectAll().where('id', '=', fileId).executeTakeFirst();
        if (!file) throw notFound();
        if (mediaType(request.headers['content-type']) !== file.content_type) {
          throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', [{ field: '/headers/content-type', message: `must be ${file.content_type}` }]);
        }
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (body.length > files.maxBytes) throw new AppError(413, 'PAYLOAD_TOO_LARGE');
        // Claim the slot first: of two concurrent PUTs only one gets it.
        const claimed = await db
          .updateTable('files')
          .set({ uploaded_at: new Date(), size: body.length })
          .where('id', '=', fileId)
          .where('uploaded_at', 'is', null)
          .where('upload_expires_at', '>', new Date())
          .returning('id')
          .executeTakeFirst();
        if (!claimed) throw new AppError(409, 'UPLOAD_LINK_INVALID');
        try {
          await store.write(file.storage_key, body, file.content_type);
        } catch (error) {
          await db.updateTable('files').set({ uploaded_at: null, size: null }).where('id', '=', fileId).execute();
          throw error;
        }
        return { fileName: file.file_name, size: body.length };
      },
    );
  });

  async function sendFile(reply: FastifyReply, file: { storage_key: string; content_type: string; file_name: string }, cacheControl = 'private, max-age=300') {
    const content = await store.read(file.storage_key);
    const disposition = INLINE_TYPES.has(file.content_type) ? 'inline' : 'attachment';
    return reply
      .header('content-type', file.content_type)
      .header('content-disposition', `${disposition}; filename="${file.file_name}"`)
      .header('x-content-type-options', 'nosniff')
      // A served file is never a page with powers: no scripts even if a browser tried to render it.
      .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
      .header('cache-control', cacheControl)
      .send(content);
  }

  const uploadedFile = (fileId: string) =>
    db.selectFrom('files').select(['id', 'organization_id', 'created_by', 'storage_key', 'content_type', 'file_name']).where('id', '=', fileId).where('uploaded_at', 'is not', null);

  app.get(
    '/v1/files/:fileId',
    { schema: { summary: 'Download a file (its uploader, or a reader of a message that links it)', params: FileIdParamsSchema } },
    async (request, reply) => {
      const caller = await organizationOfCaller(request, reply);
      const file = await uploadedFile(request.params.fileId).where('organization_id', '=', caller.organizationId).executeTakeFirst();
      // Files the caller may not read are as absent as another organisation's.
      if (!file || !(await canReadFile(db, caller.reader, file))) throw notFound();
      return sendFile(reply, file);
    },
  );

  app.get(
    '/v1/files/:fileId/content',
    { config: { public: true }, schema: { summary: 'Download a file through a signed, expiring link', params: FileIdParamsSchema, querystring: SignedLinkQuerySchema } },
    async (request, reply) => {
      const { fileId } = request.params;
      if (!verifyFileLink(jwtSecret, 'get', fileId, request.query.expires, request.query.signature)) throw new AppError(403, 'UPLOAD_LINK_INVALID');
      const file = await uploadedFile(fileId).executeTakeFirst();
      if (!file) throw notFound();
      return sendFile(reply, file);
    },
  );

  app.get(
    '/v1/images/:fileId',
    {
      // Logos show on the hub's sign-in page and in mail, pictures beside names: no credentials there.
      config: { public: true },
      schema: { summary: 'An organisation logo or an agent picture, public while it is in use', params: FileIdParamsSchema },
    },
    async (request, reply) => {
      const { fileId } = request.params;
      const inUse = await db
        .selectFrom('organizations')
        .select('id')
        .where('logo_file_id', '=', fileId)
        .union(db.selectFrom('users').select('id').where('picture_file_id', '=', fileId))
        .limit(1)
        .executeTakeFirst();
      const file = inUse && (await uploadedFile(fileId).executeTakeFirst());
      if (!file) throw notFound();
      // A file id names one content forever: browsers and proxies may keep it.
      return sendFile(reply, file, 'public, max-age=31536000, immutable');
    },
  );
};
