import { randomBytes } from 'node:crypto';
import { mkdtemp, open, rm, writeFile, type FileHandle } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local.js';
import { idleBuffers, sendFile } from './send-file.js';
import { MissingObjectError } from './storage.js';

const MiB = 1024 * 1024;
// Not a whole number of chunks, so the last read is a short one.
const BYTES = randomBytes(3 * MiB + 12_345);
const KEY = 'lesson/long.mp4';

let root: string;
let storage: LocalStorage;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'lf-send-'));
  storage = new LocalStorage(root);
  await storage.put(KEY, BYTES);
});
afterAll(() => rm(root, { recursive: true, force: true }));

/**
 * A slow receiver, like a socket: it only "sends" a chunk (copies it) when it calls the write's
 * callback, a few milliseconds later. A sender that reused a buffer before that callback would
 * have its bytes overwritten by another response's read.
 */
function slowSink(opts: { destroyAfter?: number } = {}) {
  const received: Buffer[] = [];
  let writes = 0;
  const sink = new Writable({
    highWaterMark: 64 * 1024,
    write(chunk: Buffer, _enc, done) {
      writes++;
      setTimeout(() => {
        received.push(Buffer.from(chunk));
        if (opts.destroyAfter !== undefined && writes >= opts.destroyAfter) sink.destroy();
        done();
      }, 2);
    },
  });
  const finished = new Promise<void>((resolve) => sink.on('finish', resolve).on('close', resolve));
  return { sink, finished, bytes: () => Buffer.concat(received), writes: () => writes };
}

describe('sendFile', () => {
  it('sends exactly the requested bytes to many slow receivers at once, across chunk boundaries', async () => {
    const ranges = [
      { start: 0, end: BYTES.length - 1 },
      { start: 0, end: MiB - 1 },
      { start: MiB - 3, end: 2 * MiB + 5 },
      { start: BYTES.length - 1, end: BYTES.length - 1 },
      { start: 7, end: BYTES.length - 8 },
      { start: 2 * MiB, end: BYTES.length - 1 },
    ];
    const jobs = [...ranges, ...ranges].map(async (range) => {
      const sink = slowSink();
      await storage.sendTo(KEY, sink.sink, range);
      await sink.finished;
      return { range, got: sink.bytes() };
    });
    for (const { range, got } of await Promise.all(jobs))
      expect(got.equals(BYTES.subarray(range.start, range.end + 1)), JSON.stringify(range)).toBe(true);
    // Buffers went back to the pool, and the pool stays small however many responses ran.
    expect(idleBuffers()).toBeGreaterThan(0);
    expect(idleBuffers()).toBeLessThanOrEqual(16);
  });

  it('sends the whole file', async () => {
    const info = await storage.head(KEY);
    expect(info?.size).toBe(BYTES.length);
    const sink = slowSink();
    await storage.sendTo(KEY, sink.sink, { start: 0, end: info!.size - 1 });
    await sink.finished;
    expect(sink.bytes().equals(BYTES)).toBe(true);
  });

  it('stops reading and closes the file when the receiver goes away', async () => {
    const file = await open(path.join(root, KEY), 'r');
    const sink = slowSink({ destroyAfter: 1 });
    await sendFile(file, sink.sink, { start: 0, end: BYTES.length - 1 });
    expect(sink.writes()).toBeLessThanOrEqual(2);
    expect(sink.bytes().length).toBeLessThan(BYTES.length);
    expect(file.fd).toBe(-1); // closed
  });

  it('finishes and closes the file when the receiver goes away while a read is in flight', async () => {
    const file = await open(path.join(root, KEY), 'r');
    const sink = slowSink();
    // The client leaves between the check before a read and the write after it.
    const handle = {
      read: async (buffer: Buffer, offset: number, length: number, position: number) => {
        sink.sink.destroy();
        await new Promise((resolve) => setImmediate(resolve)); // its 'close' has been emitted
        return file.read(buffer, offset, length, position);
      },
      close: () => file.close(),
    } as unknown as FileHandle;
    await sendFile(handle, sink.sink, { start: 0, end: BYTES.length - 1 }); // hangs if it waits for a 'drain' that never comes
    expect(file.fd).toBe(-1);
  });

  it('destroys the response and rejects when the file is shorter than the range', async () => {
    const shortPath = path.join(root, 'short.bin');
    await writeFile(shortPath, BYTES.subarray(0, 100));
    const file = await open(shortPath, 'r');
    const sink = slowSink();
    await expect(sendFile(file, sink.sink, { start: 0, end: 999 })).rejects.toThrow(/shorter/);
    expect(sink.sink.destroyed).toBe(true);
    expect(file.fd).toBe(-1);
  });

  it('serves a real HTTP client byte for byte', async () => {
    const server = http.createServer((_req, res) => {
      void storage.head(KEY).then((info) => {
        res.writeHead(200, { 'content-length': info!.size });
        return storage.sendTo(KEY, res, { start: 0, end: info!.size - 1 });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const bodies = await Promise.all([1, 2, 3].map(async () => Buffer.from(await (await fetch(url)).arrayBuffer())));
      for (const body of bodies) expect(body.equals(BYTES)).toBe(true);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('LocalStorage.sendTo', () => {
  it('refuses unsafe keys and rejects for a missing file', async () => {
    const range = { start: 0, end: 1 };
    await expect(storage.sendTo('../etc/passwd', slowSink().sink, range)).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.sendTo('lesson/missing.mp4', slowSink().sink, range)).rejects.toBeInstanceOf(MissingObjectError);
  });
});
