// The version check's rules, with a version source the test answers by hand.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VersionedCache } from './versioned-cache.js';

/** A version source whose reads stay pending until the test answers them. */
function manualVersions() {
  const reads: ((v: number) => void)[] = [];
  return {
    reads,
    readVersion: () => new Promise<number>((resolve) => reads.push(resolve)),
    answer: async (i: number, v: number) => {
      reads[i]!(v);
      // Let the answered read's callbacks run (and the next read start).
      for (let k = 0; k < 5; k++) await Promise.resolve();
    },
  };
}

const schema = z.object({ n: z.number() });

describe('VersionedCache', () => {
  it('never answers a call with a version read sent before it', async () => {
    const v = manualVersions();
    const cache = new VersionedCache({ readVersion: v.readVersion });
    const first = cache.version();
    // These arrive while the first read is out: its answer may predate a change they have seen.
    const second = cache.version();
    const third = cache.version();
    expect(v.reads).toHaveLength(1);
    await v.answer(0, 1);
    expect(await first).toBe(1);
    expect(v.reads).toHaveLength(2);
    await v.answer(1, 2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });

  it('builds once per key and version, and again when the version moves', async () => {
    let version = 1;
    const cache = new VersionedCache({ readVersion: async () => version });
    let builds = 0;
    const build = async () => ({ n: ++builds });
    const [x, y] = await Promise.all([cache.get('k', schema, build), cache.get('k', schema, build)]);
    expect(builds).toBe(1);
    expect(x.json.toString()).toBe('{"n":1}');
    expect(y).toBe(x);
    expect((await cache.get('k', schema, build)).json.toString()).toBe('{"n":1}');
    version = 2;
    expect((await cache.get('k', schema, build)).json.toString()).toBe('{"n":2}');
  });

  it('refuses to keep a value its schema does not allow', async () => {
    const cache = new VersionedCache({ readVersion: async () => 1 });
    await expect(cache.get('k', schema, async () => ({ n: 'x' }) as unknown as { n: number })).rejects.toThrow();
    expect((await cache.get('k', schema, async () => ({ n: 3 }))).value).toEqual({ n: 3 });
  });
});
