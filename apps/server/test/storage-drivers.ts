// The storage drivers the storage suite runs on: the local disk, s3rver, and — when an operator
// sets S3_TEST_ENDPOINT — their own bucket (MinIO, AWS, Ceph, R2), under a fresh prefix that the
// run removes at the end:
//
//   S3_TEST_ENDPOINT=https://minio.example.com S3_TEST_BUCKET=learnflix S3_TEST_ACCESS_KEY_ID=… \
//   S3_TEST_SECRET_ACCESS_KEY=… [S3_TEST_REGION=us-east-1] [S3_TEST_FORCE_PATH_STYLE=true] \
//   npx vitest run --project server apps/server/src/storage/storage.test.ts
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { S3Settings } from '../src/config.js';
import { LocalStorage } from '../src/storage/local.js';
import { S3Storage } from '../src/storage/s3.js';
import type { Storage } from '../src/storage/storage.js';
import { startS3Server, type TestS3Server } from './s3-server.js';

export interface DriverUnderTest {
  storage: Storage;
  /** A second driver on the same files or bucket: another server process. */
  another(): Storage;
  /** S3 drivers: how to reach the bucket, for a driver with wrong settings. */
  settings?: S3Settings;
  /** s3rver only: the server itself, to stop and start. */
  server?: TestS3Server;
  close(): Promise<void>;
}

export interface DriverFactory {
  name: string;
  open(): Promise<DriverUnderTest>;
}

/** An operator's bucket, from S3_TEST_* (null when S3_TEST_ENDPOINT is not set). */
export function externalS3Settings(env = process.env): S3Settings | null {
  if (!env.S3_TEST_ENDPOINT) return null;
  if (!env.S3_TEST_BUCKET) throw new Error('S3_TEST_ENDPOINT is set: S3_TEST_BUCKET is needed too');
  return {
    bucket: env.S3_TEST_BUCKET,
    region: env.S3_TEST_REGION ?? 'us-east-1',
    endpoint: env.S3_TEST_ENDPOINT,
    forcePathStyle: env.S3_TEST_FORCE_PATH_STYLE === 'true',
    accessKeyId: env.S3_TEST_ACCESS_KEY_ID,
    secretAccessKey: env.S3_TEST_SECRET_ACCESS_KEY,
    prefix: `learnflix-test-${randomBytes(6).toString('hex')}`,
  };
}

/** Removes every object under the driver's prefix (an operator's bucket keeps nothing of a run). */
async function empty(storage: Storage) {
  for await (const o of storage.list('')) await storage.remove(o.key);
  await storage.abortIncompleteUploads(new Date(Date.now() + 3600_000));
}

export function storageDrivers(): DriverFactory[] {
  const drivers: DriverFactory[] = [
    {
      name: 'local',
      async open() {
        const dir = await mkdtemp(path.join(os.tmpdir(), 'lf-storage-'));
        return {
          storage: new LocalStorage(dir),
          another: () => new LocalStorage(dir),
          close: () => rm(dir, { recursive: true, force: true }),
        };
      },
    },
    {
      name: 's3rver',
      async open() {
        const server = await startS3Server({ prefix: 'app' });
        return {
          storage: new S3Storage(server.settings),
          another: () => new S3Storage(server.settings),
          settings: server.settings,
          server,
          close: server.close,
        };
      },
    },
  ];
  const external = externalS3Settings();
  if (external)
    drivers.push({
      name: `S3_TEST_ENDPOINT (${external.endpoint}, bucket ${external.bucket})`,
      async open() {
        const storage = new S3Storage(external);
        return { storage, another: () => new S3Storage(external), settings: external, close: () => empty(storage) };
      },
    });
  return drivers;
}
