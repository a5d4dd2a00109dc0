// Every setting of the server, read once from the environment and validated. README lists them all.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { signInConfig, signInEnv, type SignInConfig } from './config-sign-in.js';
import { emailConfig, emailEnv, type EmailConfig } from './config-email.js';

/** The repository root: src/ and dist/ both sit one level below apps/server. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

// TRUST_PROXY: a yes/no, or the proxies' own addresses (IPs, CIDR ranges, or proxy-addr's
// 'loopback', 'linklocal', 'uniquelocal'), so that only the hops they add are believed.
const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(['loopback', 'linklocal', 'uniquelocal'])]);
const trustProxy = z.union(
  [
    bool,
    z
      .string()
      .transform((v) => v.split(',').map((s) => s.trim()))
      .pipe(z.array(proxyAddress)),
  ],
  { error: "expected true, false, or the proxies' addresses separated by commas" },
);

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
  TRUST_PROXY: trustProxy.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SIGN_IN_MAX_FAILURES_PER_ID: z.coerce.number().int().positive().default(5),
  SIGN_IN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(30),
  SIGN_IN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  SIGN_IN_SLOW_DOWN_SECONDS: z.coerce.number().min(0).max(60).default(2),
  SIGN_UP_MAX_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(20),
  DATABASE_DIRECT_URL: z.string().min(1).optional(),
  DB_PREPARED: bool.default(true),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DB_EXPORT_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(3),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).default(12_000),
  HEALTH_TIMEOUT_MS: z.coerce.number().int().min(50).default(1000),
  LOG_REQUESTS: bool.optional(),
  // Where uploaded files live: the local disk, or an S3-compatible bucket (storage/factory.ts).
  STORAGE: z.enum(['local', 's3'], { error: 'STORAGE must be local or s3' }).default('local'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z
    .string()
    .regex(
      /^$|^\/*[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*\/*$/i,
      'S3_PREFIX takes folder names of letters, digits, ".", "_" and "-" separated by "/"',
    )
    .default(''),
  S3_PROXY_MEDIA: bool.default(false),
  PUBLIC_FILES_BASE_URL: z.url().optional(),
  RESPONSE_CACHE: bool.default(true),
  CHECK_RESPONSES: bool.optional(),
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  LIVE_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100).default(5),
  LIVE_HEARTBEAT_SECONDS: z.coerce.number().min(1).max(300).default(25),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ROLE: z.enum(['all', 'web', 'worker'], { error: 'ROLE must be all, web or worker' }).default('all'),
  TRANSCODE: bool.default(true),
  TRANSCODE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  TRANSCODE_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  TRANSCODE_TMP_DIR: z.string().min(1).optional(),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  ...signInEnv,
  ...emailEnv,
});

/** Storage settings that depend on each other. */
function storageIssues(e: z.infer<typeof envSchema>): string[] {
  const issues: string[] = [];
  if (e.STORAGE === 's3' && !e.S3_BUCKET) issues.push('S3_BUCKET: required with STORAGE=s3');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY)
    issues.push(
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the SDK default credential chain)',
    );
  return issues;
}

/** An S3-compatible bucket (storage/s3.ts). */
export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Without them, the SDK's default credential chain. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Every key goes under it ('' or folders ending in '/'). */
  prefix: string;
}

export type StorageConfig = {
  /** DATA_DIR/files: the local driver's folder, and what storage:copy copies from. */
  dir: string;
  /** Lesson media stream through the server instead of a redirect to a presigned URL. */
  proxyMedia: boolean;
  /** Public files (thumbnails, variants, avatars) redirect there: a CDN in front of the bucket's prefix. */
  publicFilesBaseUrl: string | undefined;
} & ({ driver: 'local' } | { driver: 's3'; s3: S3Settings });

/** What a process does: serve HTTP (web), run the background jobs (worker), or both (all). */
export type ProcessRole = 'all' | 'web' | 'worker';

export interface Config {
  env: 'development' | 'production' | 'test';
  role: ProcessRole;
  /** SIGTERM: how long /api/ready says 503 before the listener closes (for balancers that poll it), then how long in-flight requests and jobs may take. */
  shutdown: { delayMs: number; timeoutMs: number };
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** The database itself, for what keeps session state (LISTEN, jobs, migrations, upload locks); DATABASE_URL when unset. */
  databaseDirectUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  seedDemo: boolean;
  adminStaffIds: string[];
  sessionIdleMs: number;
  sessionMaxMs: number;
  cookieSecure: boolean;
  publicOrigin: string | undefined;
  /** Fastify's trustProxy: trust every hop, none, or only hops from these addresses. */
  trustProxy: boolean | string[];
  logLevel: string;
  signIn: { maxFailuresPerId: number; maxFailuresPerIp: number; windowMs: number; slowDownMs: number };
  signUpMaxPerIpPerHour: number;
  /** Local passwords, the organisation's OpenID provider and LDAP directory, sign-up (config-sign-in.ts). */
  signInMethods: SignInConfig;
  /** SMTP and the e-mails' sender and links; null: no e-mail (issue 30). */
  email: EmailConfig | null;
  /** Days before a due date that a reminder goes out (REMINDER_DAYS), largest first. */
  reminderDays: number[];
  /** Prometheus metrics (metrics/): on when a port of their own or a bearer token is set. */
  metrics: { enabled: boolean; port: number | undefined; host: string; token: string | undefined };
  /** The storage driver and its settings (storage/factory.ts builds it). */
  storage: StorageConfig;
  /** Public catalogue responses kept in process (cache/versioned-cache.ts). */
  responseCache: boolean;
  /** zod parses every response against its contract before it is sent (development and tests); production writes them with the compiled serializer (http/json-serializer.ts). */
  checkResponses: boolean;
  /** How long a process may reuse a session it looked up (auth/sessions.ts); 0 turns it off. */
  sessionCacheMs: number;
  webDistDir: string;
  db: {
    poolSize: number;
    exportPoolSize: number;
    connectTimeoutMs: number;
    statementTimeoutMs: number;
    queryTimeoutMs: number;
    /** Named prepared statements (off behind PgBouncer in transaction mode before 1.21). */
    namedStatements: boolean;
  };
  healthTimeoutMs: number;
  /** One log line per request (JSON for log collectors); off in a terminal, where errors and slow requests are enough. */
  logRequests: boolean;
  /** Live notification streams (modules/notifications/live): per user and process, and the heartbeat's period. */
  live: { streamsPerUser: number; heartbeatMs: number };
  /** Streaming copies of lesson video and audio (modules/transcoding, docs/video.md), made by worker processes. */
  transcode: { enabled: boolean; concurrency: number; threads: number; tmpDir: string };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const storageProblems = storageIssues(e);
  // A web or worker process needs the others on a database they share; an embedded one is this process's alone.
  if (e.ROLE !== 'all' && !e.DATABASE_URL)
    storageProblems.push(`ROLE: ROLE=${e.ROLE} needs DATABASE_URL (a database the web and worker processes share)`);
  const signIn = signInConfig(e);
  storageProblems.push(...signIn.issues);
  const mail = emailConfig(e);
  storageProblems.push(...mail.issues);
  if (storageProblems.length > 0) throw new Error(`Invalid configuration:\n${storageProblems.map((i) => `  ${i}`).join('\n')}`);
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(REPO_ROOT, e.DATA_DIR ?? 'data');
  return {
    env: e.NODE_ENV,
    role: e.ROLE,
    shutdown: { delayMs: e.SHUTDOWN_DELAY_MS, timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseDirectUrl: e.DATABASE_DIRECT_URL ?? e.DATABASE_URL,
    dataDir,
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
    metrics: {
      enabled: e.METRICS_PORT !== undefined || e.METRICS_TOKEN !== undefined,
      port: e.METRICS_PORT,
      host: e.METRICS_HOST ?? e.HOST,
      token: e.METRICS_TOKEN,
    },
    logLevel: e.LOG_LEVEL,
    signIn: {
      maxFailuresPerId: e.SIGN_IN_MAX_FAILURES_PER_ID,
      maxFailuresPerIp: e.SIGN_IN_MAX_FAILURES_PER_IP,
      windowMs: e.SIGN_IN_WINDOW_MINUTES * 60_000,
      slowDownMs: e.SIGN_IN_SLOW_DOWN_SECONDS * 1000,
    },
    signUpMaxPerIpPerHour: e.SIGN_UP_MAX_PER_IP_PER_HOUR,
    signInMethods: signIn.config,
    email: mail.email,
    reminderDays: mail.reminderDays,
    storage: {
      dir: path.join(dataDir, 'files'),
      proxyMedia: e.S3_PROXY_MEDIA,
      publicFilesBaseUrl: e.PUBLIC_FILES_BASE_URL?.replace(/\/+$/, ''),
      ...(e.STORAGE === 's3'
        ? {
            driver: 's3' as const,
            s3: {
              bucket: e.S3_BUCKET!,
              region: e.S3_REGION,
              endpoint: e.S3_ENDPOINT,
              forcePathStyle: e.S3_FORCE_PATH_STYLE,
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              prefix: e.S3_PREFIX.replace(/^\/+|\/+$/g, ''),
            },
          }
        : { driver: 'local' as const }),
    },
    responseCache: e.RESPONSE_CACHE,
    checkResponses: e.CHECK_RESPONSES ?? !production,
    sessionCacheMs: e.SESSION_CACHE_SECONDS * 1000,
    webDistDir: path.join(REPO_ROOT, 'apps/web/dist'),
    db: {
      poolSize: e.DB_POOL_SIZE,
      exportPoolSize: e.DB_EXPORT_POOL_SIZE,
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      queryTimeoutMs: e.DB_QUERY_TIMEOUT_MS,
      namedStatements: e.DB_PREPARED,
    },
    healthTimeoutMs: e.HEALTH_TIMEOUT_MS,
    logRequests: e.LOG_REQUESTS ?? (production || !process.stdout.isTTY),
    live: { streamsPerUser: e.LIVE_STREAMS_PER_USER, heartbeatMs: e.LIVE_HEARTBEAT_SECONDS * 1000 },
    transcode: {
      enabled: e.TRANSCODE,
      concurrency: e.TRANSCODE_CONCURRENCY,
      // Every core, at the lowest priority (nice 19): the API's processes still get the CPU they ask for.
      threads: e.TRANSCODE_THREADS ?? os.availableParallelism(),
      tmpDir: e.TRANSCODE_TMP_DIR ?? os.tmpdir(),
    },
  };
}
