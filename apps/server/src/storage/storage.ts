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

export interface Storage {
  /** Stores a stream under a server-generated key; fails if the key exists. Returns the size. */
  put(key: string, body: Readable | Buffer, opts?: { maxBytes?: number }): Promise<{ size: number }>;
  /** The whole file as a stream, for small files (thumbnails, avatars). */
  read(key: string): Readable;
  /** Opens a file to send large bodies (lesson media) efficiently; rejects if it is missing. */
  open(key: string): Promise<OpenedFile>;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
}
