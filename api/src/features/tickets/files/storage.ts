import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { FilesConfig, S3Config } from '../../../config.js';

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

/** Where uploaded bodies live. Keys come from `newStorageKey` only. */
export interface FileStore {
  /** Stores a new file under `key`. */
  write(key: string, content: Buffer, contentType: string): Promise<void>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

/** The configured store: the S3 bucket when one is set, else the local disk. */
export function createFileStore(files: FilesConfig): FileStore {
  return files.s3 ? new S3FileStore(files.s3) : new LocalFileStore(files.storageDir);
}

/**
 * Local-disk file store under one root. Every path is resolved and checked to stay inside the
 * root, so a key can never reach outside it.
 */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    const root = resolve(this.root);
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error('storage key outside the file store');
    return path;
  }

  /** Writes a new file; fails if it already exists (one upload per key). */
  async write(key: string, content: Buffer, _contentType?: string): Promise<void> {
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

/** An S3 request that failed, with the store's status (no body: it may echo credentials' names). */
export class S3StoreError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
  ) {
    super(`S3 ${operation} failed with HTTP ${status}`);
  }
}

/**
 * An S3-compatible bucket (AWS, MinIO, Ceph, R2…) reached with SigV4-signed requests in path style
 * (`<endpoint>/<bucket>/<key>`), which every compatible store accepts. The api stays the only door:
 * downloads still go through its signed links, so the bucket can be private.
 */
export class S3FileStore implements FileStore {
  private readonly client: AwsClient;

  constructor(private readonly s3: S3Config) {
    this.client = new AwsClient({ accessKeyId: s3.accessKey, secretAccessKey: s3.secretKey, region: s3.region, service: 's3' });
  }

  private urlOf(key: string): string {
    const path = key.split('/').map(encodeURIComponent).join('/');
    return `${this.s3.endpoint}/${encodeURIComponent(this.s3.bucket)}/${path}`;
  }

  async write(key: string, content: Buffer, contentType: string): Promise<void> {
    const response = await this.client.fetch(this.urlOf(key), {
      method: 'PUT',
      body: content,
      headers: { 'content-type': contentType, 'content-length': String(content.length) },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new S3StoreError('PUT', response.status);
  }

  async read(key: string): Promise<Buffer> {
    const response = await this.client.fetch(this.urlOf(key), { method: 'GET' });
    const body = Buffer.from(await response.arrayBuffer());
    if (!response.ok) throw new S3StoreError('GET', response.status);
    return body;
  }

  async remove(key: string): Promise<void> {
    const response = await this.client.fetch(this.urlOf(key), { method: 'DELETE' });
    await response.arrayBuffer();
    // 404: already gone, which is what remove wants.
    if (!response.ok && response.status !== 404) throw new S3StoreError('DELETE', response.status);
  }
}
