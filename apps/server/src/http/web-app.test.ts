import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/app.js';
import { IMMUTABLE } from './web-app.js';

// A web build of the test's own, laid out as `vite build` and its precompress step write it.
const INDEX = `<!doctype html><html><head><title>LearnFlix</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(50)}</body></html>`;
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(300))};\n`;
const SCRIPT_URL = '/assets/index-AbC123xy.js';

let t: TestContext;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'lf-test-web-'));
  await mkdir(path.join(dist, 'assets'));
  const write = async (file: string, text: string, variants = true) => {
    await writeFile(path.join(dist, file), text);
    if (!variants) return;
    await writeFile(path.join(dist, `${file}.br`), brotliCompressSync(text));
    await writeFile(path.join(dist, `${file}.gz`), gzipSync(text));
  };
  await write('index.html', INDEX);
  await write(SCRIPT_URL.slice(1), SCRIPT);
  await write('assets/tiny-QwE456zz.css', 'a{}', false); // too small to be worth a compressed copy
  await write('robots.txt', 'User-agent: *\nAllow: /\n', false);
  // The build's manifest: the entry (with the React chunk) and two pages sharing a card chunk.
  await mkdir(path.join(dist, '.vite'));
  await write(
    '.vite/manifest.json',
    JSON.stringify({
      'index.html': { file: SCRIPT_URL.slice(1), isEntry: true, imports: ['_react-R1.js'] },
      '_react-R1.js': { file: 'assets/react-R1.js' },
      '_card-C1.js': { file: 'assets/card-C1.js', imports: ['_react-R1.js'] },
      'src/features/home/routes/home.tsx': { file: 'assets/home-H1.js', imports: ['index.html', '_react-R1.js', '_card-C1.js'] },
      'src/features/courses/routes/course-details.tsx': { file: 'assets/course-details-D1.js', imports: ['index.html', '_card-C1.js'] },
    }),
    false,
  );
  t = await buildTestApp({}, undefined, { config: { webDistDir: dist } });
});
afterAll(() => rm(dist, { recursive: true, force: true }));

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the web app', () => {
  it('serves hashed assets as immutable, precompressed as brotli or gzip with their own type, varying by Accept-Encoding', async () => {
    const br = await get(SCRIPT_URL, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get(SCRIPT_URL, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE);
    expect(gzip.headers['content-type']).toMatch(/javascript; charset=utf-8$/);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get(SCRIPT_URL);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends a file without compressed copies as it is, still immutable', async () => {
    const res = await get('/assets/tiny-QwE456zz.css', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.body).toBe('a{}');
  });

  it('serves index.html with no-cache, precompressed, at / and at every client route', async () => {
    for (const url of ['/', '/index.html', '/courses', '/course-details/2f6c3c52-6a55-4d8e-9a63-0e1f1b8c4d1a']) {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
    const plain = await get('/courses');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(INDEX);
  });

  it("names a landing page's own code in a Link header, so it loads with the document", async () => {
    const home = await get('/', 'br');
    expect(home.headers.link).toBe('</assets/home-H1.js>; rel=modulepreload, </assets/card-C1.js>; rel=modulepreload');
    const course = await get('/course-details/2f6c3c52-6a55-4d8e-9a63-0e1f1b8c4d1a?tab=x');
    expect(course.headers.link).toBe('</assets/course-details-D1.js>; rel=modulepreload, </assets/card-C1.js>; rel=modulepreload');
    // No hint for a page not in the build's manifest, nor for anything but HTML.
    expect((await get('/courses')).headers.link).toBeUndefined();
    expect((await get('/auth')).headers.link).toBeUndefined();
    expect((await get(SCRIPT_URL)).headers.link).toBeUndefined();
  });

  it('answers /robots.txt with the robots file, not the app', async () => {
    const res = await get('/robots.txt', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('User-agent: *');
  });

  it('answers a hashed file that is not there (a previous build) with a 404, not the app', async () => {
    const res = await get('/assets/index-OldBuild.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
