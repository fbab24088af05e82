import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

const FOLDER_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/i;
export const DEFAULT_FOLDER = 'attachments';

/** A folder name as given, when it is one plain segment; undefined otherwise. */
export function safeFolder(folder: string | undefined): string | undefined {
  const value = folder?.trim() || DEFAULT_FOLDER;
  return FOLDER_PATTERN.test(value) ? value : undefined;
}

/** The last path segment of a client's file name with anything but letters, digits, dot, dash and underscore replaced. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.normalize('NFKD').replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '').slice(-120);
  return cleaned || 'file';
}

/** Storage key `<org>/<folder>/<uuid>-<safe name>`: built only from checked parts. */
export function newStorageKey(organizationId: string, folder: string, fileName: string): string {
  return `${organizationId}/${folder}/${randomUUID()}-${safeFileName(fileName)}`;
}

/**
 * Local-disk file store under one root (S3-compatible storage is a later step). Every path is
 * resolved and checked to stay inside the root, so a key can never reach outside it.
 */
export class LocalFileStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    const root = resolve(this.root);
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error('storage key outside the file store');
    return path;
  }

  /** Writes a new file; fails if it already exists (one upload per key). */
  async write(key: string, content: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const handle = await open(path, 'wx', 0o600);
    try {
      await handle.writeFile(content);
    } finally {
      await handle.close();
    }
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
