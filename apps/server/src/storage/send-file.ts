// Sends bytes of an open file to a writable (an HTTP response) with a few reused 1 MiB buffers.
//
// Why not `createReadStream(...).pipe(res)`: a read stream allocates a fresh buffer for every
// read, and on long media that allocation and its garbage collection, plus the stream machinery
// per chunk, cost the server more CPU than the bytes themselves. bench/media.ts measured the
// stream at about half of nginx's throughput and this sender above the 80% budget (numbers in
// docs/storage.md, "Lesson media are sent by our own small sender").
//
// A buffer handed to `out.write` is only taken back once its write callback has run: until then
// the socket may still be sending from it. A buffer whose callback never runs (a connection torn
// down) is simply left to the garbage collector.
import type { FileHandle } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import type { ByteRange } from './storage.js';

const CHUNK = 1024 * 1024; // 256 KiB and 4 MiB chunks both gave about 15% less throughput
const KEEP = 16; // idle buffers kept for the next response: 16 MiB at most

const free: Buffer[] = [];
const take = () => free.pop() ?? Buffer.allocUnsafeSlow(CHUNK); // never sent past the bytes read into it
const giveBack = (buffer: Buffer) => {
  if (free.length < KEEP) free.push(buffer);
};

/** Buffers waiting in the pool (for tests). */
export const idleBuffers = () => free.length;

/** Resolves once `out` can take more, or once it is closed (the client left). */
function drained(out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/**
 * Writes `range` (inclusive; the whole file when absent) of `file` to `out` and ends `out`.
 * Reads one chunk at a time and waits for `out` to drain, so memory stays flat whatever the file
 * size. Stops quietly if `out` is destroyed (the client went away). Always closes `file`. On a read
 * error, destroys `out` (its headers are gone already) and rejects with the error.
 */
export async function sendFile(file: FileHandle, out: Writable, range: ByteRange): Promise<void> {
  let position = range.start;
  try {
    while (position <= range.end) {
      if (out.destroyed) return;
      const buffer = take();
      let bytesRead: number;
      try {
        ({ bytesRead } = await file.read(buffer, 0, Math.min(CHUNK, range.end - position + 1), position));
        if (bytesRead === 0) throw new Error('File is shorter than its recorded size');
      } catch (err) {
        giveBack(buffer);
        out.destroy(); // the caller logs the error; the client sees a cut-off body, never wrong bytes
        throw err;
      }
      position += bytesRead;
      const more = out.write(bytesRead === CHUNK ? buffer : buffer.subarray(0, bytesRead), () => giveBack(buffer));
      // A receiver that left while the read ran refuses the write and will never drain: stop.
      if (!more && !out.destroyed) await drained(out);
    }
    if (!out.destroyed) out.end();
  } finally {
    await file.close();
  }
}
