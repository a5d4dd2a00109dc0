// Errors that do not come from a route's own rules: Fastify's routing, body parsing and plugins.
// Each answers in the one shape, is never cached, and has the security headers of any response.
import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/core';
import type { LightMyRequestResponse } from 'fastify';
import { api, buildTestApp, errorOf, type TestContext } from '../../test/app.js';
import { signedIn } from '../../test/factories.js';
import { badRequest } from '../lib/errors.js';

let t: TestContext;
let ok: LightMyRequestResponse;
beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    // A route whose response lost the headers before it failed: its error still carries them.
    app.get('/api/test/no-helmet', { config: { access: 'public' } }, async (_req, reply) => {
      for (const name of Object.keys(reply.getHeaders())) reply.removeHeader(name);
      throw badRequest();
    });
  });
  ok = await api(t.app).get('/api/health');
});

const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function expectSecurityHeaders(res: LightMyRequestResponse) {
  for (const name of SECURITY_HEADERS) {
    expect(ok.headers[name], name).toBeDefined();
    expect(res.headers[name], name).toBe(ok.headers[name]);
  }
}

describe('an address no route can read', () => {
  it.each([
    ['a malformed percent-encoding', '/api/courses/%C0%AE'],
    ['a lone percent sign', '/api/files/%'],
    ['a malformed percent-encoding before an action', '/api/lessons/%C0%AE/media'],
    ['a parameter over 100 characters', `/api/courses/${'a'.repeat(101)}`],
    ['a malformed percent-encoding outside the API', '/course/%C0%AE'],
  ])('answers %s with a 400 in the one shape and the security headers', async (_name, url) => {
    const res = await api(t.app).get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: MESSAGES.badAddress, requestId: expect.any(String) } });
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(res);
  });

  it('still answers a parameter of 100 characters through the route (a 400 of its schema)', async () => {
    const res = await api(t.app).get(`/api/courses/${'a'.repeat(100)}`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('Not a valid id');
  });
});

describe('an error on a response without the security headers', () => {
  it('still has the security headers', async () => {
    const res = await api(t.app).get('/api/test/no-helmet');
    expect(errorOf(res)).toEqual({ code: 'VALIDATION_ERROR', message: MESSAGES.badRequest });
    expectSecurityHeaders(res);
  });
});

describe('a body the API does not take', () => {
  it('answers a text/plain body with 415, like any type that is not JSON', async () => {
    const { http } = await signedIn(t.app, t.db);
    for (const type of ['text/plain', 'text/plain; charset=utf-8', 'application/xml']) {
      const res = await http.patch('/api/profile', '{"bio":"x"}', { 'content-type': type });
      expect(res.statusCode, type).toBe(415);
      expect(errorOf(res)).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request as JSON.' });
      expectSecurityHeaders(res);
    }
  });

  it('answers unparsable and empty JSON with a 400 in the one shape', async () => {
    const { http } = await signedIn(t.app, t.db);
    for (const body of ['{"bio":', '', '{"__proto__":{"x":1}}']) {
      const res = await http.patch('/api/profile', body, { 'content-type': 'application/json' });
      expect(res.statusCode, body).toBe(400);
      expect(errorOf(res).code, body).toBe('VALIDATION_ERROR');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('every error response', () => {
  it('is never cached and has the security headers, whatever its status', async () => {
    const { http } = await signedIn(t.app, t.db);
    const responses = [
      await api(t.app).get('/api/me/courses'), // 401
      await http.get('/api/instructor/quizzes'), // 403
      await api(t.app).get('/api/nope'), // 404
      await http.patch('/api/profile', { role: 'admin' }), // 400
    ];
    for (const res of responses) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['cache-control'], String(res.statusCode)).toBe('no-store');
      expectSecurityHeaders(res);
    }
  });
});

describe('a request Node cannot parse', () => {
  /** Sends raw bytes to the listening server and returns the whole response as text. */
  async function raw(bytes: string): Promise<string> {
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const socket = connect(address.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.write(bytes);
    await new Promise((resolve) => socket.on('close', resolve));
    return Buffer.concat(chunks).toString();
  }
  const parse = (text: string) => {
    const [head = '', body = ''] = text.split('\r\n\r\n');
    const [status = '', ...lines] = head.split('\r\n');
    const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
    return { status, headers, body };
  };

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it.each([
    ['a malformed request line', 'NOT HTTP AT ALL\r\n\r\n', 'HTTP/1.1 400 Bad Request', 'VALIDATION_ERROR'],
    [
      'a header with a forbidden character',
      'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n',
      'HTTP/1.1 400 Bad Request',
      'VALIDATION_ERROR',
    ],
    [
      'headers over the size limit',
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      'HTTP/1.1 431 Request Header Fields Too Large',
      'PAYLOAD_TOO_LARGE',
    ],
  ])('answers %s in the one shape with the security headers', async (_name, bytes, status, code) => {
    const res = parse(await raw(bytes));
    expect(res.status).toBe(status);
    expect(JSON.parse(res.body).error.code).toBe(code);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toBe('no-store');
    for (const name of SECURITY_HEADERS) expect(res.headers[name], name).toBe(ok.headers[name]);
  });
});
