// An S3-compatible bucket for the tests: s3rver on 127.0.0.1 (it checks the access key but not
// SigV4 signatures), in a temporary directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { AwsClient } from 'aws4fetch';
import S3rver from 's3rver';
import { startTestApp, type TestApp } from './helpers.js';
import { freePort } from './smtp.js';

/** The access key (and secret) s3rver knows. */
const KEY = 'S3RVER';

export interface TestBucket {
  /** The api's S3 settings for this bucket; `accessKey` replaces the one the server knows. */
  env: (accessKey?: string) => Record<string, string>;
  /** The object under that storage key, read from the bucket directly (not through the api). */
  object: (key: string) => Promise<Response>;
  close: () => Promise<void>;
}

export async function startTestBucket(bucket: string): Promise<TestBucket> {
  const directory = mkdtempSync(join(tmpdir(), 'sb-s3-'));
  const port = await freePort();
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new AwsClient({ accessKeyId: KEY, secretAccessKey: KEY, region: 'us-east-1', service: 's3' });
  return {
    env: (accessKey = KEY) => ({ S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY: accessKey, S3_SECRET_KEY: KEY }),
    object: (key) => client.fetch(`${endpoint}/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`),
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * For the tests of the enclosing describe (or file): that bucket and an app storing its files there
 * (`env` adds settings); started before them, closed after them.
 */
export function bucketTestApp(bucketName: string, env: Record<string, string> = {}): { readonly t: TestApp; readonly bucket: TestBucket } {
  const started = {} as { t: TestApp; bucket: TestBucket };
  before(async () => {
    started.bucket = await startTestBucket(bucketName);
    started.t = await startTestApp({ ...env, ...started.bucket.env() });
  });
  after(async () => {
    await started.t.close();
    await started.bucket.close();
  });
  return started;
}
