// Where file bytes live. The local-disk driver is the default; the interface is what a
// cloud object store driver implements for scale-out.
import type { Readable } from 'node:stream';

export interface ByteRange {
  start: number;
  end: number; // inclusive
}

export interface Storage {
  /** Stores a stream under a server-generated key; fails if the key exists. Returns the size. */
  put(key: string, body: Readable | Buffer, opts?: { maxBytes?: number }): Promise<{ size: number }>;
  read(key: string, range?: ByteRange): Readable;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
}
