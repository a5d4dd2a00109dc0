// Liveness and readiness, for load balancers, orchestrators and people (GET /api/health, /api/ready).
import { z } from 'zod';

/** Liveness: is this process able to answer, and can it reach what it needs. */
export const healthResponse = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable']),
  storage: z.enum(['ok', 'unavailable']),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** What can keep a process out of a balancer's rotation. */
export const NOT_READY_REASONS = ['shutting down', 'database', 'storage', 'migrations'] as const;

/**
 * Readiness: 200 when the process should be sent requests; 503 naming each reason it should not
 * (the process is draining after a SIGTERM, the database does not answer, storage cannot be used,
 * the database lacks this version's migrations).
 */
export const readyResponse = z.object({
  status: z.enum(['ready', 'not ready']),
  role: z.enum(['all', 'web', 'worker']),
  notReady: z.array(z.enum(NOT_READY_REASONS)),
});
export type ReadyResponse = z.infer<typeof readyResponse>;
