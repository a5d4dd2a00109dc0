// Every setting of the server, read once from the environment and validated. README lists them all.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: src/ and dist/ both sit one level below apps/server. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  SEED_DEMO: bool.optional(),
  ADMIN_STAFF_IDS: z.string().default(''),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(72),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
  COOKIE_SECURE: bool.optional(),
  PUBLIC_ORIGIN: z.string().url().optional(),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SIGN_IN_MAX_FAILURES_PER_ID: z.coerce.number().int().positive().default(5),
  SIGN_IN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(30),
  SIGN_IN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  SIGN_UP_MAX_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(20),
  RESPONSE_CACHE: bool.default(true),
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  seedDemo: boolean;
  adminStaffIds: string[];
  sessionIdleMs: number;
  sessionMaxMs: number;
  cookieSecure: boolean;
  publicOrigin: string | undefined;
  trustProxy: boolean;
  logLevel: string;
  signIn: { maxFailuresPerId: number; maxFailuresPerIp: number; windowMs: number };
  signUpMaxPerIpPerHour: number;
  /** Public catalogue responses kept in process (cache/versioned-cache.ts). */
  responseCache: boolean;
  /** How long a process may reuse a session it looked up (auth/sessions.ts); 0 turns it off. */
  sessionCacheMs: number;
  webDistDir: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR ?? 'data'),
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    seedDemo: e.SEED_DEMO ?? !production,
    adminStaffIds: e.ADMIN_STAFF_IDS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    sessionIdleMs: e.SESSION_IDLE_HOURS * 3600_000,
    sessionMaxMs: e.SESSION_MAX_DAYS * 86400_000,
    cookieSecure: e.COOKIE_SECURE ?? production,
    publicOrigin: e.PUBLIC_ORIGIN,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    signIn: {
      maxFailuresPerId: e.SIGN_IN_MAX_FAILURES_PER_ID,
      maxFailuresPerIp: e.SIGN_IN_MAX_FAILURES_PER_IP,
      windowMs: e.SIGN_IN_WINDOW_MINUTES * 60_000,
    },
    signUpMaxPerIpPerHour: e.SIGN_UP_MAX_PER_IP_PER_HOUR,
    responseCache: e.RESPONSE_CACHE,
    sessionCacheMs: e.SESSION_CACHE_SECONDS * 1000,
    webDistDir: path.join(REPO_ROOT, 'apps/web/dist'),
  };
}
