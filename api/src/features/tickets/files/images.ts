import { PICTURE_MAX_BYTES, PICTURE_TYPES } from '@switchboard/shared/contracts';
import type { Db } from '../../../db/index.js';
import { AppError } from '../../../plugins/errors.js';

/** Where a logo or a picture is served: public, by the file's unguessable id, while it is in use. */
export const imagePath = (fileId: string): string => `/api/v1/images/${fileId}`;

/**
 * The file an agent offers as a logo or a picture: their own finished upload in their organisation,
 * a raster image (no SVG: it can carry script) of at most PICTURE_MAX_BYTES. Anything else is a 400
 * on `field`, the same for a file that does not exist, so ids cannot be probed.
 */
export async function ownImage(db: Db, caller: { organizationId: string; userId: string }, fileId: string, field: string): Promise<{ id: string }> {
  const file = await db
    .selectFrom('files')
    .select(['id', 'content_type', 'size'])
    .where('id', '=', fileId)
    .where('organization_id', '=', caller.organizationId)
    .where('created_by', '=', `user:${caller.userId}`)
    .where('uploaded_at', 'is not', null)
    .executeTakeFirst();
  if (!file) throw new AppError(400, 'VALIDATION_FAILED', [{ field, message: 'must be an image you uploaded' }]);
  if (!(PICTURE_TYPES as readonly string[]).includes(file.content_type)) throw new AppError(400, 'VALIDATION_FAILED', [{ field, message: `must be one of ${PICTURE_TYPES.join(', ')}` }]);
  if ((file.size ?? 0) > PICTURE_MAX_BYTES) throw new AppError(400, 'VALIDATION_FAILED', [{ field, message: `must be at most ${PICTURE_MAX_BYTES} bytes` }]);
  return { id: file.id };
}
