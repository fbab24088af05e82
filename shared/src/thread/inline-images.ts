/** Uploads one decoded inline image; the editor wires this to `uploadHubFile`. */
export type InlineImageUpload = (file: Blob, fileName: string) => Promise<{ fileUrl: string }>;

/** A pasted image whose base64 body cannot be decoded (an invalid base64 string raises an error). */
export class InvalidInlineImageError extends Error {
  constructor(readonly subtype: string) {
    super(`The inline ${subtype} image is not valid base64`);
    this.name = 'InvalidInlineImageError';
  }
}

const IMG_TAG = /<img\b[^>]*>/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i;
// Only these are uploaded; any other data: image is dropped rather than sent.
const UPLOADABLE_DATA_URL = /^data:image\/(png|jpeg|jpg|gif);base64,([\s\S]*)$/i;
const BASE64_BODY = /^[A-Za-z0-9+/]*={0,2}$/;

/** HTML attribute values come entity-encoded (`&amp;`); decode the few that can occur in a data URL. */
function decodeAttribute(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

function encodeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The bytes of a `data:image/<subtype>;base64,…` body as a Blob; throws `InvalidInlineImageError` when it is not base64. */
export function decodeBase64Image(subtype: string, body: string): Blob {
  const compact = body.replace(/\s+/g, '');
  if (compact.length === 0 || compact.length % 4 !== 0 || !BASE64_BODY.test(compact)) throw new InvalidInlineImageError(subtype);
  let binary: string;
  try {
    binary = atob(compact);
  } catch {
    throw new InvalidInlineImageError(subtype);
  }
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  const type = subtype === 'jpg' ? 'image/jpeg' : `image/${subtype}`;
  return new Blob([bytes], { type });
}

function srcOf(tag: string): string | undefined {
  const match = SRC_ATTRIBUTE.exec(tag);
  return match ? (match[1] ?? match[2]) : undefined;
}

/**
 * Uploads every pasted base64 image (png, jpeg, jpg, gif) of `html` and points its `src` at the
 * returned link; other data: images are removed. The same image pasted twice is uploaded once.
 * Decoding errors (`InvalidInlineImageError`) and upload failures propagate; nothing is half-replaced.
 */
export async function replaceInlineImages(html: string, upload: InlineImageUpload): Promise<string> {
  const tags = html.match(IMG_TAG) ?? [];
  const dataTags = tags.filter((tag) => /^data:/i.test(decodeAttribute(srcOf(tag) ?? '').trim()));
  if (dataTags.length === 0) return html;

  // Decode everything first, so an invalid image fails before anything is uploaded.
  const pending = new Map<string, Blob>();
  for (const tag of dataTags) {
    const src = decodeAttribute(srcOf(tag)!).trim();
    const match = UPLOADABLE_DATA_URL.exec(src);
    if (match && !pending.has(src)) pending.set(src, decodeBase64Image(match[1]!.toLowerCase(), match[2]!));
  }

  const links = new Map<string, string>();
  let counter = 0;
  // One at a time: a long message with many images should not open a burst of uploads.
  for (const [src, blob] of pending) {
    counter += 1;
    const extension = blob.type === 'image/jpeg' ? 'jpg' : blob.type.slice('image/'.length);
    const { fileUrl } = await upload(blob, `pasted-image-${counter}.${extension}`);
    links.set(src, fileUrl);
  }

  return html.replace(IMG_TAG, (tag) => {
    const raw = srcOf(tag);
    if (raw === undefined) return tag;
    const src = decodeAttribute(raw).trim();
    if (!/^data:/i.test(src)) return tag;
    const link = links.get(src);
    if (!link) return '';
    return tag.replace(SRC_ATTRIBUTE, ` src="${encodeAttribute(link)}"`);
  });
}
