// Storing an uploaded file: the one way files enter storage. Two steps, in this order, so that
// no row ever points at bytes that are not there:
//  1. storeUpload: the type is decided by the first bytes of the stream (upload-rules.ts), then
//     the stream goes to storage under a fresh server-made key with its size limit. Nothing is
//     held in memory but the sample (and the bytes, for a picture whose copies are made of them).
//  2. commitUpload: one transaction inserts the files row and points its owner row at it. If it
//     fails, the bytes are removed; if the process dies first, no row points at the bytes and
//     the sweep (storage/sweep.ts) removes them.
import { randomUUID } from 'node:crypto';
import { finished, PassThrough, pipeline, Transform, type Readable } from 'node:stream';
import { MESSAGES, type FileKind } from '@app/core';
import type { Db, Tx } from '../db/client.js';
import { files } from '../db/schema.js';
import { badRequest } from '../lib/errors.js';
import { FileTooLargeError, type Storage } from './storage.js';
import { acceptedType, invalidType, SAMPLE_BYTES, tooLarge, type UploadRules } from './upload-rules.js';

export interface StoredUpload {
  id: string;
  kind: FileKind;
  storageKey: string;
  size: number;
  mimeType: string;
}

/**
 * Stores `source` if its bytes are of an allowed type and within the limit: 415 or 413 otherwise,
 * storing nothing. With `keepBytes`, the bytes stored are handed back too (at most the limit), so
 * that a picture's copies are made without reading it back from storage.
 */
export async function storeUpload(
  storage: Storage,
  source: Readable,
  rules: UploadRules,
  opts: { keepBytes?: boolean } = {},
): Promise<StoredUpload & { bytes?: Buffer }> {
  const { sample, body, cutOff } = await sampleStream(source, SAMPLE_BYTES);
  const type = await acceptedType(sample, rules);
  if (!type) {
    body.destroy();
    throw invalidType(rules);
  }
  const id = randomUUID();
  const storageKey = `${rules.kind}/${id}.${type.ext}`;
  const kept: Buffer[] = [];
  // A failure on either side reaches the other (the driver sees the body's error, the body is let go).
  const input = opts.keepBytes ? pipeline(body, keep(kept), () => undefined) : body;
  try {
    const { size } = await storage.put(storageKey, input, { maxBytes: rules.maxBytes, contentType: type.mime });
    return { id, kind: rules.kind, storageKey, size, mimeType: type.mime, ...(opts.keepBytes ? { bytes: Buffer.concat(kept) } : {}) };
  } catch (err) {
    if (err instanceof FileTooLargeError) throw tooLarge(rules);
    if (cutOff()) throw cutOffError();
    throw err;
  }
}

/** Passes the bytes on and keeps a reference to each chunk. */
function keep(chunks: Buffer[]): Transform {
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      chunks.push(chunk);
      done(null, chunk);
    },
  });
}

/**
 * Inserts the upload's files row and runs `attach` (which points the owner row at it) in one
 * transaction. On failure nothing points at the bytes, so they are removed.
 */
export async function commitUpload<T>(
  db: Db,
  storage: Storage,
  upload: StoredUpload,
  meta: { originalName: string; isPublic: boolean; uploadedBy: string | null },
  attach: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.insert(files).values({
        id: upload.id,
        storageKey: upload.storageKey,
        originalName: meta.originalName.slice(0, 255),
        size: upload.size,
        mimeType: upload.mimeType,
        kind: upload.kind,
        isPublic: meta.isPublic,
        uploadedBy: meta.uploadedBy,
      });
      return attach(tx);
    });
  } catch (err) {
    // If this fails too, the sweep removes the bytes later.
    await storage.remove(upload.storageKey).catch(() => undefined);
    throw err;
  }
}

interface Sampled {
  sample: Buffer;
  body: Readable;
  /** The source failed or ended early: the client went away or sent a broken body. */
  cutOff: () => boolean;
}

const cutOffError = () => badRequest(MESSAGES.uploadCutOff);

/**
 * The first `bytes` of a stream (fewer if it is shorter), and the whole stream to pass on.
 * file-type's own fileTypeStream samples whatever the first read returns, which over a network
 * can be a few bytes (a PNG split after 3 bytes is not recognised); this waits for the sample.
 *
 * A source that fails or is cut off fails `body`. When the consumer gives up on `body` (wrong
 * type, too large), the rest of the source is read and dropped rather than destroyed: the
 * multipart parser would stall on a destroyed part, leaving the request unfinished, and a browser
 * whose upload is cut off shows a network error instead of our 413 or 415.
 */
function sampleStream(source: Readable, bytes: number): Promise<Sampled> {
  return new Promise((resolve, reject) => {
    const body = new PassThrough({ highWaterMark: 64 * 1024 });
    // The consumer learns of a failure through its own pipeline; without a listener of our own,
    // an error arriving after the consumer has finished would be thrown as unhandled.
    body.on('error', () => undefined);
    let cutOff = false;
    const chunks: Buffer[] = [];
    let length = 0;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      source.off('data', onData);
      source.off('end', onEnd);
      if (cutOff) reject(cutOffError());
      else resolve({ sample: Buffer.concat(chunks).subarray(0, bytes), body, cutOff: () => cutOff });
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= bytes) settle();
    };
    const onEnd = () => settle();
    source.on('data', onData);
    source.on('end', onEnd);
    // A source destroyed without an error (the form's parser gave up on the part) is cut off too.
    finished(source, (err) => {
      if (!err && source.readableEnded) return;
      cutOff = true;
      settle();
      body.destroy(err ?? cutOffError());
    });
    body.on('close', () => {
      if (source.readableEnded || source.destroyed) return;
      source.unpipe(body);
      source.resume();
    });
    // The body buffers more than a sample before it pushes back, so the sample always arrives.
    source.pipe(body);
  });
}
