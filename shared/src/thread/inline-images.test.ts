import { decodeBase64Image, InvalidInlineImageError, replaceInlineImages, type InlineImageUpload } from './inline-images';

// "hello" and "world!" in base64: small, valid bodies for every image type.
const HELLO = 'aGVsbG8=';
const WORLD = 'd29ybGQh';

/** The bytes of a Blob as text (jsdom's Blob has no text()). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** An upload that records what it got and answers a numbered link. */
function recordingUpload() {
  const calls: { blob: Blob; fileName: string }[] = [];
  const upload: InlineImageUpload = async (blob, fileName) => {
    calls.push({ blob, fileName });
    return { fileUrl: `https://files.test/f${calls.length}/content?expires=1&signature=s` };
  };
  return { calls, upload };
}

describe('replaceInlineImages', () => {
  it.each([
    ['png', 'image/png', 'png'],
    ['jpeg', 'image/jpeg', 'jpg'],
    ['jpg', 'image/jpeg', 'jpg'],
    ['gif', 'image/gif', 'gif'],
  ])('uploads a pasted %s image and points the img at the returned link', async (subtype, type, extension) => {
    const { calls, upload } = recordingUpload();
    const html = `<p>Look:</p><img src="data:image/${subtype};base64,${HELLO}" alt="shot"><p>end</p>`;

    const result = await replaceInlineImages(html, upload);

    expect(result).toBe('<p>Look:</p><img src="https://files.test/f1/content?expires=1&amp;signature=s" alt="shot"><p>end</p>');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.blob.type).toBe(type);
    expect(calls[0]!.fileName).toBe(`pasted-image-1.${extension}`);
    expect(await textOf(calls[0]!.blob)).toBe('hello');
  });

  it('uploads several images in order, each replaced by its own link', async () => {
    const { calls, upload } = recordingUpload();
    const html = `<img src="data:image/png;base64,${HELLO}"><p>and</p><img alt="b" src='data:image/gif;base64,${WORLD}'>`;

    const result = await replaceInlineImages(html, upload);

    expect(result).toBe('<img src="https://files.test/f1/content?expires=1&amp;signature=s"><p>and</p><img alt="b" src="https://files.test/f2/content?expires=1&amp;signature=s">');
    expect(await Promise.all(calls.map((call) => textOf(call.blob)))).toEqual(['hello', 'world!']);
  });

  it('uploads the same image pasted twice once and uses its link for both', async () => {
    const { calls, upload } = recordingUpload();
    const image = `<img src="data:image/png;base64,${HELLO}">`;

    const result = await replaceInlineImages(`${image}<p>again</p>${image}`, upload);

    expect(calls).toHaveLength(1);
    expect(result.match(/f1\/content/g)).toHaveLength(2);
    expect(result).not.toContain('data:');
  });

  it('accepts base64 broken over lines and an upper-case media type', async () => {
    const { calls, upload } = recordingUpload();
    const result = await replaceInlineImages(`<img src="data:IMAGE/PNG;base64,aGVs\nbG8=">`, upload);
    expect(result).toBe('<img src="https://files.test/f1/content?expires=1&amp;signature=s">');
    expect(await textOf(calls[0]!.blob)).toBe('hello');
  });

  it.each([
    ['characters outside base64', 'not*base64!'],
    ['a wrong length', 'aGVsbG8'],
    ['an empty body', ''],
    ['padding in the middle', 'aG=sbG8='],
  ])('throws InvalidInlineImageError for %s and uploads nothing', async (_case, body) => {
    const { calls, upload } = recordingUpload();
    const html = `<img src="data:image/png;base64,${HELLO}"><img src="data:image/jpeg;base64,${body}">`;

    await expect(replaceInlineImages(html, upload)).rejects.toBeInstanceOf(InvalidInlineImageError);
    expect(calls).toHaveLength(0);
  });

  it('leaves images with ordinary links untouched and returns HTML without images as it is', async () => {
    const { calls, upload } = recordingUpload();
    const html = '<p>Hi <a href="https://x.test?a=1&amp;b=2">link</a></p><img src="https://cdn.test/logo.png" alt="logo"><img src="/api/v1/files/1/content">';

    expect(await replaceInlineImages(html, upload)).toBe(html);
    expect(await replaceInlineImages('<p>plain text</p>', upload)).toBe('<p>plain text</p>');
    expect(calls).toHaveLength(0);
  });

  it('removes data: images of other types instead of sending them', async () => {
    const { calls, upload } = recordingUpload();
    const html = `<p>a</p><img src="data:image/webp;base64,${HELLO}"><img src="data:image/svg+xml,%3Csvg%3E"><img src="data:image/png;base64,${HELLO}"><p>b</p>`;

    const result = await replaceInlineImages(html, upload);

    expect(result).toBe('<p>a</p><img src="https://files.test/f1/content?expires=1&amp;signature=s"><p>b</p>');
    expect(calls).toHaveLength(1);
  });

  it('lets an upload failure through, with the error of the upload', async () => {
    const failure = new Error('signed url refused');
    const upload: InlineImageUpload = jest.fn().mockRejectedValue(failure);

    await expect(replaceInlineImages(`<img src="data:image/png;base64,${HELLO}">`, upload)).rejects.toBe(failure);
  });
});

describe('decodeBase64Image', () => {
  it('decodes to a Blob of the image type', async () => {
    const blob = decodeBase64Image('gif', WORLD);
    expect(blob.type).toBe('image/gif');
    expect(blob.size).toBe(6);
    expect(await textOf(blob)).toBe('world!');
  });

  it('names the image type in its error', () => {
    expect(() => decodeBase64Image('png', '%%%')).toThrow(new InvalidInlineImageError('png'));
  });
});
