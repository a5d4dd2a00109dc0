// Where file bytes live. The local-disk driver is the default; the interface is what a
// cloud object store driver implements for scale-out.
import type { Readable, Writable } from 'node:stream';

export interface ByteRange {
  start: number;
  end: number; // inclusive
}

/** A stored file opened for sending: its size is the one on disk, read once at opening. */
export interface OpenedFile {
  size: number;
  /** Writes the range (the whole file when absent) to `out`, ends `out` and closes the file. */
  sendTo(out: Writable, range?: ByteRange): Promise<void>;
  /** For a file that is opened but not sent (a HEAD request, an unsatisfiable range). */
  close(): Promise<void>;
}

/** An upload went past its size limit; whatever was written of it is gone. */
export class FileTooLargeError extends Error {}

/** One stored object, as a listing sees it. */
export interface StoredObject {
  key: string;
  size: number;
  /** When its bytes were last written: the sweep leaves recent objects alone. */
  modifiedAt: Date;
}

export interface Storage {
  /** Stores a stream under a server-generated key; fails if the key exists. Returns the size. */
  put(key: string, body: Readable | Buffer, opts?: { maxBytes?: number }): Promise<{ size: number }>;
  /** The whole file as a stream, for small files (thumbnails, avatars). */
  read(key: string): Readable;
  /** Opens a file to send large bodies (lesson media) efficiently; rejects if it is missing. */
  open(key: string): Promise<OpenedFile>;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  /**
   * Every object whose key starts with `prefix` ('' for all), one at a time and in no particular
   * order: a driver streams its listing (directory reads, object-store pages), so a sweep over
   * millions of files never holds them all in memory.
   */
  list(prefix: string): AsyncIterable<StoredObject>;
}
