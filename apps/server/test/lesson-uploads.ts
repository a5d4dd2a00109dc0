// Requests of the tus protocol as tus-js-client sends them, for the lesson-upload tests.
import { createHash, randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { LESSON_UPLOADS_PATH } from '@app/core';

export const TUS = { 'tus-resumable': '1.0.0', 'x-requested-with': 'tus' } as const;

/** tus's Upload-Metadata: comma-separated `key base64(value)` pairs. */
export const uploadMetadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** A small file that reads as MP4 by its bytes. */
export function mp4Bytes(size = 64 * 1024): Buffer {
  const head = Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex');
  return Buffer.concat([head, randomBytes(size - head.length)]);
}

/** A Windows executable's first bytes, padded. */
export const exeBytes = (size = 8 * 1024) => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(size - 2, 0x90)]);

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export interface UploadClient {
  create(metadata: Record<string, string>, size: number, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  head(url: string): Promise<LightMyRequestResponse>;
  patch(url: string, offset: number, bytes: Buffer, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
  status(url: string): Promise<LightMyRequestResponse>;
  /** Creates an upload and sends `bytes` in pieces of `chunk`; the last answer is returned with the upload's URL. */
  upload(metadata: Record<string, string>, bytes: Buffer, chunk?: number): Promise<{ url: string; last: LightMyRequestResponse }>;
}

export function uploadClient(app: FastifyInstance, cookie?: string): UploadClient {
  const base = { ...TUS, ...(cookie ? { cookie } : {}) };
  const client: UploadClient = {
    create: (metadata, size, headers = {}) =>
      app.inject({
        method: 'POST',
        url: LESSON_UPLOADS_PATH,
        headers: { ...base, 'upload-length': String(size), 'upload-metadata': uploadMetadata(metadata), ...headers },
      }),
    head: (url) => app.inject({ method: 'HEAD', url, headers: base }),
    patch: (url, offset, bytes, headers = {}) =>
      app.inject({
        method: 'PATCH',
        url,
        headers: { ...base, 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset), ...headers },
        payload: bytes,
      }),
    delete: (url) => app.inject({ method: 'DELETE', url, headers: base }),
    status: (url) => app.inject({ method: 'GET', url, headers: { cookie: base.cookie ?? '' } }),
    async upload(metadata, bytes, chunk = bytes.length) {
      const created = await client.create(metadata, bytes.length);
      if (created.statusCode !== 201) throw new Error(`create answered ${created.statusCode}: ${created.body}`);
      const url = created.headers.location as string;
      let last = created;
      for (let offset = 0; offset < bytes.length; offset += chunk) {
        last = await client.patch(url, offset, bytes.subarray(offset, offset + chunk));
        if (last.statusCode >= 300) break;
      }
      return { url, last };
    },
  };
  return client;
}

/** The upload id at the end of its URL. */
export const uploadIdOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** Every stored key under the lesson folder of a test's storage. */
export async function lessonKeys(filesDir: string): Promise<string[]> {
  return readdir(path.join(filesDir, 'lesson')).catch(() => []);
}
