// Bad input on every route that changes data (the table of test/mutating-routes.ts, held to the
// app's routes by the audit walk): each field of a body that succeeds replaced by a lone surrogate,
// a NUL, an oversized text, or a value of another type; the whole body replaced by something that
// is not an object; each id of the path replaced by someone else's (a random one), a malformed one
// or one with a NUL; and the request sent by a role that may not make it. None may answer 500, and
// every refusal leaves every table as it was.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseState, type TestContext } from '../../test/app.js';
import { signedIn } from '../../test/factories.js';
import { MUTATING_ROUTES, send, type RouteCase, type Sent } from '../../test/mutating-routes.js';
import { routeWorld, type RouteWorld, type Signed } from '../../test/route-world.js';

let t: TestContext;
let w: RouteWorld;
let subadmin: Signed;

beforeAll(async () => {
  // The real job runner, but no transcoding: a file the walk queues would be taken and its row changed mid-walk.
  t = await buildTestApp({ SIGN_UP_MAX_PER_IP_PER_HOUR: '100000', SIGN_IN_MAX_FAILURES_PER_ID: '100000', TRANSCODE: 'false' }, undefined, {
    jobs: true,
  });
  w = await routeWorld(t);
  subadmin = await signedIn(t.app, t.db, { role: 'subadmin' });
});

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Every value of `body` with where it is, as a path of keys and indexes. */
function leaves(value: Json, path: (string | number)[] = []): { path: (string | number)[]; value: Json }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, i]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  return [{ path, value }];
}

function replaced(body: Json, path: (string | number)[], value: Json): Json {
  if (path.length === 0) return value;
  const copy = (Array.isArray(body) ? [...body] : { ...(body as Record<string, Json>) }) as Record<string | number, Json>;
  copy[path[0]!] = replaced(copy[path[0]!]!, path.slice(1), value);
  return copy as Json;
}

/** What each kind of value is replaced with. */
function badValues(value: Json): [string, Json][] {
  const other: [string, Json][] = [
    ['an object', { a: [1] }],
    ['a list', ['x']],
    ['a huge number', 1e308],
  ];
  if (typeof value === 'string')
    return [
      ['a lone surrogate', `${value}\ud800`],
      ['a lone low surrogate', `\udc00${value}`],
      ['a NUL', `${value}\u0000`],
      ['100,000 characters', 'x'.repeat(100_000)],
      ...other,
    ];
  if (typeof value === 'number') return [['text', 'twelve'], ['a negative huge number', -1e308], ['a fraction', 0.5], ...other];
  if (typeof value === 'boolean') return [['text', 'yes'], ['a number', 2], ...other];
  return [['a lone surrogate', '\ud800'], ...other];
}

function bodyVariants(body: Json): [string, Json][] {
  const whole: [string, Json][] = [
    ['a list instead of an object', []],
    ['text instead of an object', 'text'],
    ['a number instead of an object', 42],
    ['an unknown field', { ...(body as Record<string, Json>), unexpected: '\ud800' }],
  ];
  if (body === null || typeof body !== 'object') return whole;
  const fields = leaves(body).flatMap(({ path, value }) =>
    badValues(value).map(([what, bad]): [string, Json] => [`${path.join('.')} as ${what}`, replaced(body, path, bad)]),
  );
  return [...whole, ...fields];
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

function pathVariants(url: string): [string, string][] {
  const ids = url.match(UUID) ?? [];
  return ids.flatMap((id): [string, string][] => [
    [`${id} as someone else's`, url.replace(id, randomUUID())],
    [`${id} malformed`, url.replace(id, 'not-an-id')],
    [`${id} with a NUL`, url.replace(id, `${id.slice(0, 20)}%00${id.slice(21)}`)],
    [`${id} with a lone surrogate`, url.replace(id, `${id.slice(0, 20)}%ED%A0%80${id.slice(21)}`)],
  ]);
}

/** Sends one variant: never a 500, and a refusal changes nothing. */
async function expectNoServerError(label: string, request: () => ReturnType<typeof send>) {
  const before = await databaseState(t.db);
  const res = await request();
  expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400) expect(await databaseState(t.db), `${label} was refused but changed something`).toEqual(before);
  return res;
}

const cases = MUTATING_ROUTES.map((c) => [c.route, c] as const);

describe('bad input', () => {
  it.each(cases)('%s: never a 500; a refusal changes nothing', async (_route, c: RouteCase) => {
    const s: Sent = await c.request(w);
    if (!s.raw && s.body !== undefined) {
      for (const [label, body] of bodyVariants(s.body as Json)) await expectNoServerError(`${c.route}, ${label}`, () => send(w, s, body));
    }
    if (!s.raw && s.body === undefined) {
      // A route that takes no body, sent one anyway.
      await expectNoServerError(`${c.route}, an unexpected body`, () => send(w, s, { unexpected: '\ud800' }));
    }
    for (const [label, url] of pathVariants(s.url)) await expectNoServerError(`${c.route}, ${label}`, () => send(w, s, s.body, url));
  });
});

/**
 * Routes a read-only subadmin may use: their own session and password, their browser's time zone,
 * and an e-mail's unsubscribe link (no session is read: the link is the proof).
 */
const SUBADMIN_MAY = new Set([
  'POST /api/auth/sign-in',
  'POST /api/auth/sign-up',
  'POST /api/auth/sign-out',
  'POST /api/auth/password',
  'PUT /api/me/time-zone',
  'POST /api/email/unsubscribe',
]);

describe('the wrong role', () => {
  it.each(cases.filter(([route]) => !SUBADMIN_MAY.has(route)))('%s: refused to a subadmin, changing nothing', async (_route, c) => {
    const s = await c.request(w);
    const res = await expectNoServerError(`${c.route} as a subadmin`, () => send(w, { ...s, who: subadmin }));
    expect(res.statusCode).toBe(403);
  });
});
