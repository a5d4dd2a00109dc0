// A real S3 server for the tests: s3rver (the npm registry's S3 emulator; koa over the file
// system), on a port of its own with a fresh folder. What it lacks that our calls need is added
// by s3rver-gaps.ts (docs/storage.md, "Tested against a real S3 server"); everything else is
// s3rver's own.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../src/config.js';
import { fillS3rverGaps, S3RVER_KEYS } from './s3rver-gaps.js';

export interface TestS3Server {
  /** The settings a driver reaches this server's bucket with. */
  settings: S3Settings;
  endpoint: string;
  /** Stops answering (the store down); `start` brings it back on the same port with the same objects. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
}

export async function startS3Server(opts: { bucket?: string; prefix?: string } = {}): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'lf-s3rver-'));
  const bucket = opts.bucket ?? 'learnflix-test';
  let port = 0;
  let server: S3rver | null = null;
  const start = async () => {
    const s3rver = new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
    fillS3rverGaps(s3rver);
    const address = (await s3rver.run()) as AddressInfo;
    port = address.port;
    server = s3rver;
  };
  const stop = async () => {
    const running = server;
    server = null;
    if (!running) return;
    // s3rver's close waits for idle keep-alive sockets; the store "going down" drops them.
    (running as unknown as { httpServer?: { closeAllConnections(): void } }).httpServer?.closeAllConnections();
    await running.close();
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      accessKeyId: S3RVER_KEYS.accessKeyId,
      secretAccessKey: S3RVER_KEYS.secretAccessKey,
      prefix: opts.prefix ?? '',
    },
    stop,
    start,
    close: async () => {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
