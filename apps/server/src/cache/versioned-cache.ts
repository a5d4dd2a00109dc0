// Public responses kept in process as JSON text, valid while a version kept in PostgreSQL stays
// the same (cache_versions, moved by triggers in the transaction of each change: migration 0008).
// Every process reads the version before answering from its cache, so a change committed by any
// process is never hidden; reads are shared, so that under load one query serves a whole batch
// of requests (docs/platform.md, "Response cache").
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import { fastSerializer } from '../http/json-serializer.js';

export interface Cached<T> {
  value: T;
  /** The value as the route sends it: JSON, serialized and encoded once. */
  json: Buffer;
}

interface Entry {
  version: number;
  value: unknown;
  json: Buffer;
}

export interface VersionedCacheOptions {
  /** Reads the current version from the database. */
  readVersion: () => Promise<number>;
  /** About how many bytes to keep at most: JSON text and the parsed value beside it. */
  maxSize?: number;
  /** false: every call builds (RESPONSE_CACHE=false), with no version read. */
  enabled?: boolean;
  /** Check each value against its schema with zod before it is kept (CHECK_RESPONSES); else write it with the compiled serializer. Default true. */
  check?: boolean;
}

export class VersionedCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly building = new Map<string, { version: number; promise: Promise<Entry> }>();
  private inFlight: Promise<number> | null = null;
  private next: Promise<number> | null = null;

  constructor(private readonly options: VersionedCacheOptions) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: options.maxSize ?? 32 * 1024 * 1024,
      // The bytes and the value they came from (about twice as big).
      sizeCalculation: (e) => e.json.length * 3 + 64,
    });
  }

  /**
   * The version as of this call: from a read that was sent after the call, never one already
   * under way (it may have been answered before a change the caller has seen committed). Callers
   * that arrive while a read is out share the next one.
   */
  version(): Promise<number> {
    if (!this.inFlight) return this.startRead();
    this.next ??= this.inFlight.then(
      () => this.startRead(),
      () => this.startRead(),
    );
    return this.next;
  }

  private startRead(): Promise<number> {
    const read = this.options.readVersion().finally(() => {
      if (this.inFlight === read) this.inFlight = null;
    });
    this.inFlight = read;
    this.next = null;
    return read;
  }

  /**
   * The cached value of `key`, built (and checked against `schema`, as the route's serializer
   * would) when missing or older than the current version. One build per key and version at a time.
   */
  async get<S extends z.ZodType>(key: string, schema: S, build: () => Promise<z.input<S>>): Promise<Cached<z.output<S>>>;
  async get<S extends z.ZodType>(key: string, schema: S, build: () => Promise<z.input<S> | null>): Promise<Cached<z.output<S> | null>>;
  async get(key: string, schema: z.ZodType, build: () => Promise<unknown>): Promise<Cached<unknown>> {
    const check = this.options.check !== false;
    if (this.options.enabled === false) return serialize(schema, await build(), 0, check);
    const version = await this.version();
    // An entry built under a later version than ours is newer still: it serves as well.
    const hit = this.entries.get(key);
    if (hit && hit.version >= version) return hit;
    const pending = this.building.get(key);
    if (pending && pending.version >= version) return pending.promise;
    const promise = build().then((value) => serialize(schema, value, version, check));
    this.building.set(key, { version, promise });
    try {
      const entry = await promise;
      const current = this.entries.get(key);
      if (!current || current.version <= version) this.entries.set(key, entry);
      return entry;
    } finally {
      if (this.building.get(key)?.promise === promise) this.building.delete(key);
    }
  }
}

const NULL_JSON = Buffer.from('null');

/** As the route's serializer would write it (http/json-serializer.ts): checked by zod, or compiled. */
function serialize(schema: z.ZodType, value: unknown, version: number, check: boolean): Entry {
  if (value === null) return { version, value, json: NULL_JSON };
  if (!check) return { version, value, json: Buffer.from(fastSerializer(schema)(value)) };
  const checked = schema.parse(value);
  return { version, value: checked, json: Buffer.from(JSON.stringify(checked)) };
}
