// A small HTTP client for the cluster run: a cookie jar, JSON or raw bodies, and any process's
// address (nginx's by default, or one web process's own to choose where a request lands).
export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: () => any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the run reads fields it checks
}

export class Client {
  cookie = '';
  constructor(readonly base: string) {}

  async send(method: string, url: string, body?: unknown, o: { base?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
    const raw = body instanceof Uint8Array;
    const res = await fetch(`${o.base ?? this.base}${url}`, {
      method,
      redirect: 'manual',
      headers: {
        'x-requested-with': 'fetch',
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body !== undefined && !raw ? { 'content-type': 'application/json' } : {}),
        ...o.headers,
      },
      ...(body !== undefined ? { body: raw ? (body as Uint8Array<ArrayBuffer>) : JSON.stringify(body) } : {}),
    });
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
    if (set.length) this.cookie = set.join('; ');
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) };
  }

  async expect(status: number, method: string, url: string, body?: unknown, o?: { base?: string; headers?: Record<string, string> }) {
    const res = await this.send(method, url, body, o);
    if (res.status !== status) throw new Error(`${method} ${url}: expected ${status}, got ${res.status}: ${res.text.slice(0, 300)}`);
    return res;
  }

  async signIn(staffId: string, password: string) {
    await this.expect(200, 'POST', '/api/auth/sign-in', { staffId, password });
    return this;
  }
}

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipart(field: string, filename: string, bytes: Buffer, type: string) {
  const boundary = `----lfcluster${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    body: new Uint8Array(Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)])),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
