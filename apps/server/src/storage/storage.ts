// Where file bytes live: the local disk (local.ts, the default) or an S3-compatible object store
// (s3.ts). Nothing outside a driver knows a path, a file handle or a bucket: a file is a
// server-made key ('avatar/{uuid}.png', 'lesson/{uuid}'), its bytes a stream, its size a HEAD, so
// every caller works the same on one disk and on a bucket several processes share.
import type { Readable, Writable } from 'node:stream';
import type { DataStore, KvStore, Upload } from '@tus/utils';

export interface ByteRange {
  start: number;
  end: number; // inclusive
}

/** What a HEAD tells of a stored object. */
export interface ObjectInfo {
  size: number;
  /** When its bytes were last written: the sweep leaves recent objects alone. */
  modifiedAt: Date;
}

/** One stored object, as a listing sees it. */
export interface StoredObject extends Omit<ObjectInfo, 'modifiedAt'> {
  key: string;
  /**
   * When its bytes were last written; undefined when the store's listing does not say (an object
   * store's entry may lack it). No time is made up for it: the sweep takes such an object as
   * written at its own clock's now, too young to remove.
   */
  modifiedAt: Date | undefined;
}

/** An upload went past its size limit; whatever was written of it is gone. */
export class FileTooLargeError extends Error {}

/** A put to a key that exists: keys are never reused, so the bytes already there are kept. */
export class KeyExistsError extends Error {}

/** A read of a key that names nothing. */
export class MissingObjectError extends Error {}

/**
 * The store cannot be used: unreachable, refusing our credentials, no such bucket, or full. The
 * message says which, for the operator (start-up, logs); users see MESSAGES.storageUnavailable.
 */
export class StorageUnavailableError extends Error {
  constructor(
    message: string,
    readonly full = false,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A link a client fetches bytes from directly (a presigned GET), instead of through this process. */
export interface DirectLinkOptions {
  expiresInSeconds: number;
  contentType: string;
  /** The response's Content-Disposition and Cache-Control, as the store should send them. */
  disposition: string;
  cacheControl: string;
}

/** Where the resumable-upload (tus) server keeps an upload's bytes while it arrives. */
export interface ResumableStoreOptions {
  /** The folder (key prefix) of the uploads: an upload's bytes end as `{folder}/{upload id}`. */
  folder: string;
  /** The record of each upload (size, metadata), kept where every process reads it. */
  records: KvStore<Upload>;
  /** Unfinished uploads expire after this long (the tus Upload-Expires header). */
  expirationMs: number;
}

export interface Storage {
  readonly driver: 'local' | 's3';
  /**
   * Stores a stream under a server-generated key and returns its size. Never overwrites: a key
   * that exists fails with KeyExistsError. Past `maxBytes` it fails with FileTooLargeError and
   * nothing is left stored.
   */
  put(key: string, body: Readable | Buffer, opts?: { maxBytes?: number; contentType?: string }): Promise<{ size: number }>;
  /** The bytes (the range of them), streamed; rejects with MissingObjectError when there are none. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /**
   * Writes the range of the object to `out` (an HTTP response whose headers are sent) and ends
   * it; stops quietly when `out` is closed. On a failure mid-way it destroys `out` and rejects.
   */
  sendTo(key: string, out: Writable, range: ByteRange): Promise<void>;
  /** Size and date by HEAD; null when the key names nothing. */
  head(key: string): Promise<ObjectInfo | null>;
  /** Removes the object; a key that names nothing is not an error. */
  remove(key: string): Promise<void>;
  /**
   * Every object whose key starts with `prefix` ('' for all), in no particular order, read a page
   * at a time (directory reads, object-store pages): a sweep over millions never holds them all.
   */
  list(prefix: string): AsyncIterable<StoredObject>;
  /** Aborts multipart uploads started before `before` and never completed; returns how many. */
  abortIncompleteUploads(before: Date): Promise<number>;
  /** A short-lived link to the object's bytes, or null when the driver has none (local disk). */
  directLink(key: string, opts: DirectLinkOptions): Promise<string | null>;
  /** Throws StorageUnavailableError saying what is wrong; cheap enough for a health check. */
  check(): Promise<void>;
  /** The tus data store that writes resumable uploads into this storage. */
  resumableStore(opts: ResumableStoreOptions): DataStore;
}
