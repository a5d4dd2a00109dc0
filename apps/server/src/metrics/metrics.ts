// Prometheus metrics of one server process (prom-client). A registry per process (per app in the
// tests, which build several in one process), never the library's global one. Request metrics are
// counted by request-metrics.ts, which costs a request far less than prom-client's children (the
// budget: throughput within 3% of metrics off), and written out beside the registry's.
// Nothing here is public: main.ts serves the registry on METRICS_PORT, or /api/metrics answers a
// bearer token (metrics/expose.ts).
import client from 'prom-client';
import { RequestMetrics } from './request-metrics.js';

export interface Metrics {
  readonly registry: client.Registry;
  /** Everything, in Prometheus' text format (the registry's content type). */
  text(): Promise<string>;
  /** One answered request: its route pattern (never the raw URL), method, status and duration. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** One run of a background job, by queue and outcome. */
  jobRun(queue: string, ok: boolean, seconds: number): void;
  /** A request failed because a dependency (the database, file storage) did. */
  dependencyFailure(dependency: 'database' | 'storage'): void;
  /** A gauge read when scraped: `collect` returns its values by label set. */
  gauge(
    name: string,
    help: string,
    labelNames: string[],
    collect: () => Promise<[Record<string, string>, number][]> | [Record<string, string>, number][],
  ): void;
}

export function createMetrics(): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'learnflix_' });
  const requests = new RequestMetrics();
  const jobs = new client.Histogram({
    name: 'learnflix_job_run_duration_seconds',
    help: 'Background job runs, by queue and outcome (ok or failed)',
    labelNames: ['queue', 'outcome'] as const,
    buckets: [0.1, 1, 10, 60, 300, 900],
    registers: [registry],
  });
  const failures = new client.Counter({
    name: 'learnflix_dependency_failures_total',
    help: 'Requests answered 503/507 because the database or file storage failed',
    labelNames: ['dependency'] as const,
    registers: [registry],
  });

  return {
    registry,
    request: (method, route, status, seconds) => requests.record(method, route, status, seconds),
    text: async () => `${await registry.metrics()}\n${requests.exposition()}`,
    jobRun: (queue, ok, seconds) => jobs.labels(queue, ok ? 'ok' : 'failed').observe(seconds),
    dependencyFailure: (dependency) => failures.labels(dependency).inc(),
    gauge(name, help, labelNames, collect) {
      new client.Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          this.reset();
          for (const [labels, value] of await collect()) this.set(labels, value);
        },
      });
    },
  };
}
