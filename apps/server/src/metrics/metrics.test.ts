// Prometheus metrics: requests counted and timed by route pattern (never the raw URL), the pools,
// live streams and job queues read when scraped, and nothing readable by the public.
import { beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, type TestContext } from '../../test/app.js';
import { createCourse } from '../../test/factories.js';
import { serveMetrics } from './expose.js';
import { createMetrics, type Metrics } from './metrics.js';

const TOKEN = 'a-scraper-token-0123456789';
let t: TestContext;
let metrics: Metrics;

beforeAll(async () => {
  metrics = createMetrics();
  t = await buildTestApp({ METRICS_TOKEN: TOKEN }, undefined, { metrics, jobs: true });
});

const scrape = () => api(t.app).get('/api/metrics', { authorization: `Bearer ${TOKEN}` });

describe('metrics', () => {
  it('count and time each request by its route pattern and status class, not its address', async () => {
    const course = await createCourse(t.db);
    await api(t.app).get(`/api/courses/${course.id}`);
    await api(t.app).get('/api/courses/00000000-0000-4000-8000-000000000000');
    const text = (await scrape()).body;
    expect(text).toContain('learnflix_http_requests_total{route="/api/courses/:id",method="GET",status_class="2xx"} 1');
    expect(text).toContain('learnflix_http_requests_total{route="/api/courses/:id",method="GET",status_class="4xx"} 1');
    expect(text).toMatch(/learnflix_http_request_duration_seconds_count\{route="\/api\/courses\/:id",method="GET"\} 2/);
    expect(text).not.toContain(course.id);
  });

  it('read the pools, the live streams, the job queues and the event loop when scraped', async () => {
    const text = (await scrape()).body;
    for (const line of [
      'learnflix_db_pool_connections{pool="api",state="idle"}',
      'learnflix_db_pool_connections{pool="exports",state="in_use"} 0',
      'learnflix_live_streams 0',
      'learnflix_nodejs_eventloop_lag_seconds',
    ])
      expect(text).toContain(line);
    // A run that fails (an import without its id) waits a minute for its retry: the gauge sees it.
    await t.app.deps.jobs.send('import-users', {});
    const seen = /learnflix_job_queue_jobs\{queue="import-users",state="(created|active|retry)"\} 1/;
    const until = Date.now() + 15_000;
    while (!seen.test((await scrape()).body) && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
    expect((await scrape()).body).toMatch(seen);
  });

  it('answer nobody without the token: 404, as if there were no such route', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789' }, { authorization: TOKEN }] as Record<string, string>[]) {
      const res = await api(t.app).get('/api/metrics', headers);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('learnflix_');
    }
    const without = await buildTestApp();
    expect((await api(without.app).get('/api/metrics', { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(404);
  });

  it('are served on a port of their own when METRICS_PORT is set', async () => {
    const server = await serveMetrics(metrics, 0, '127.0.0.1');
    try {
      const { port } = server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('learnflix_http_requests_total');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});

describe('the request metrics as text', () => {
  it('write cumulative buckets, the sum and count, and escape label values', async () => {
    const m = createMetrics();
    m.request('GET', '/api/x/:id', 200, 0.003);
    m.request('GET', '/api/x/:id', 503, 0.2);
    m.request('POST', 'a "quoted" \\ route', 201, 20);
    const text = await m.text();
    expect(text).toContain('learnflix_http_request_duration_seconds_bucket{route="/api/x/:id",method="GET",le="0.005"} 1');
    expect(text).toContain('learnflix_http_request_duration_seconds_bucket{route="/api/x/:id",method="GET",le="0.25"} 2');
    expect(text).toContain('learnflix_http_request_duration_seconds_bucket{route="/api/x/:id",method="GET",le="+Inf"} 2');
    expect(text).toContain('learnflix_http_request_duration_seconds_count{route="/api/x/:id",method="GET"} 2');
    expect(text).toContain('learnflix_http_requests_total{route="/api/x/:id",method="GET",status_class="5xx"} 1');
    expect(text).toContain('learnflix_http_request_duration_seconds_bucket{route="a \\"quoted\\" \\\\ route",method="POST",le="10"} 0');
    expect(text).toContain('# TYPE learnflix_http_request_duration_seconds histogram');
  });
});
