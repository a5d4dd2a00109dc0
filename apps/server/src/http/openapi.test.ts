// The OpenAPI document describes the whole API: every route the app registers is in it, with a
// summary, one tag of the declared areas and its security decided from the route's access; and
// nothing is in it that the app does not answer. A new route without a summary fails here (and
// `npm run lint`, which lints the document with redocly).
import { beforeAll, describe, expect, it } from 'vitest';
import { LESSON_UPLOADS_PATH } from '@app/core';
import { api, buildTestApp, type TestContext } from '../../test/app.js';
import { registeredRoutes, TAGS } from './openapi.js';

interface Operation {
  summary?: string;
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, unknown> }>;
}
type Doc = { paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };

/** Registered routes the document leaves out on purpose, and why. */
const LEFT_OUT: Record<string, string> = {
  'GET /api/openapi.json': 'the document itself',
};

let t: TestContext;
let doc: Doc;

beforeAll(async () => {
  t = await buildTestApp();
  doc = (await api(t.app).get('/api/openapi.json')).json<Doc>();
});

/** Fastify's `/api/courses/:id` is OpenAPI's `/api/courses/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Every method and path the app answers that the document must describe. */
function apiRoutes() {
  return registeredRoutes(t.app)
    .filter((r) => !r.implicitHead)
    .flatMap((r) => r.methods.map((method) => ({ key: `${method} ${openApiPath(r.url)}`, method, path: openApiPath(r.url), route: r })))
    .filter(({ key, path }) => path.startsWith('/api/') && !(key in LEFT_OUT));
}

const documented = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([m, op]) => ({ key: `${m.toUpperCase()} ${path}`, op })));

describe('the OpenAPI document', () => {
  it('lists every route of the API, and only those', () => {
    const routes = apiRoutes().map((r) => r.key);
    expect(routes.length).toBeGreaterThan(100);
    // Outside /api/ are only the web app's files (@fastify/static, when a build is there).
    const elsewhere = registeredRoutes(t.app).filter((r) => !r.url.startsWith('/api/') && !r.implicitHead);
    for (const r of elsewhere) expect(['GET', 'HEAD'], r.url).toEqual(expect.arrayContaining(r.methods));
    expect(
      documented()
        .map((d) => d.key)
        .sort(),
    ).toEqual([...new Set(routes)].sort());
  });

  it('gives every operation a summary, an operationId, one declared tag and its security', () => {
    const tags = new Set(TAGS.map(([name]) => name));
    const byKey = new Map(documented().map((d) => [d.key, d.op]));
    for (const { key, route } of apiRoutes()) {
      const op = byKey.get(key);
      if (!op) throw new Error(`${key} is not in the document`);
      expect(op.summary ?? '(no summary)', key).toMatch(/^[A-Z].{4,60}$/);
      expect(op.operationId ?? '(no operationId)', key).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(op.tags, key).toHaveLength(1);
      expect(tags, key).toContain(op.tags![0]);
      const signedIn = route.access !== 'none' && route.access !== 'public';
      expect(op.security, key).toEqual(signedIn ? [{ cookieAuth: [] }] : []);
      if (signedIn) expect(Object.keys(op.responses), key).toContain('401');
      expect(
        Object.keys(op.responses).some((s) => /^[23]/.test(s)),
        `${key} says what it answers on success`,
      ).toBe(true);
    }
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['cookieAuth']);
  });

  it('names each operation once', () => {
    const ops = documented().map((d) => d.op);
    expect(new Set(ops.map((op) => op.operationId)).size).toBe(ops.length);
    expect(new Set(ops.map((op) => op.summary)).size).toBe(ops.length);
  });

  it('describes the tus upload requests and the live stream', () => {
    const upload = doc.paths[LESSON_UPLOADS_PATH]!;
    const one = doc.paths[`${LESSON_UPLOADS_PATH}/{id}`]!;
    expect(Object.keys(upload)).toEqual(['post']);
    expect(Object.keys(one).sort()).toEqual(['delete', 'get', 'head', 'patch']);
    const headers = (op: Operation) =>
      (op as { parameters?: { in: string; name: string }[] }).parameters?.filter((p) => p.in === 'header').map((p) => p.name);
    expect(headers(upload.post!)).toEqual(['Tus-Resumable', 'Upload-Length', 'Upload-Metadata']);
    expect(headers(one.patch!)).toEqual(['Tus-Resumable', 'Upload-Offset']);
    expect(Object.keys(upload.post!.responses)).toEqual(expect.arrayContaining(['201', '412', '413']));
    expect(Object.keys(one.head!.responses)).toEqual(expect.arrayContaining(['200', '404', '410']));
    expect(Object.keys(one.patch!.responses)).toEqual(expect.arrayContaining(['200', '204', '409', '410', '413']));
    expect(Object.keys(one.delete!.responses)).toEqual(expect.arrayContaining(['204', '404']));
    const live = doc.paths['/api/live']!.get!;
    expect(Object.keys(live.responses['200']!.content!)).toEqual(['text/event-stream']);
    expect(Object.keys(live.responses)).toEqual(expect.arrayContaining(['401', '429', '503']));
  });
});
