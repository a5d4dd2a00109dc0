// The API's OpenAPI document (GET /api/openapi.json; `npm run lint` lints it with redocly), made
// by @fastify/swagger from the routes' zod schemas. Each route says in its `schema` block what
// only it knows: a `summary`, its `tags`, the error statuses of its own (`errors: [404, 409]`)
// and, for a route that speaks more than JSON (the tus uploads, the live stream, files),
// `openapi` (request headers and responses, for the document only). What follows from the route's
// declared access and input is decided here, in one place, for every route: its `security`, the
// refusals every route of that kind can answer (400, 401, 403, 413, 415, 503) and its operationId.
// openapi.test.ts holds every registered route to being in the document, so described.
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@app/core';
import type { Access } from '../auth/route-access.js';
import { SESSION_COOKIE } from '../auth/sessions.js';

/** The error statuses the API answers, in its one error shape, with what each means. */
const ERROR_STATUSES = {
  400: 'The request is not valid (its body, query, path or headers); the message says what to fix.',
  401: 'Not signed in (UNAUTHENTICATED), or the session has ended (SESSION_EXPIRED).',
  403: 'Not allowed: a state-changing request from another site, a password to change first, a read-only account, or a role without the right.',
  404: 'Not found, or not the caller’s to see.',
  409: 'In conflict with the current state of the record; the message says what changed.',
  410: 'Gone: it existed and has expired.',
  412: 'A tus request without the `Tus-Resumable: 1.0.0` header.',
  413: 'The body or file is larger than the route takes.',
  415: 'A body of a type the route does not take.',
  416: 'A Range beyond the end of the file.',
  429: 'Too many requests; wait before trying again.',
  503: 'The database, file storage or background jobs are unavailable; try again after `Retry-After` seconds.',
  507: 'File storage is full; try again after `Retry-After` seconds.',
} as const;
export type ErrorStatus = keyof typeof ERROR_STATUSES;

/** Statuses whose answers carry Retry-After (lib/errors.ts). */
const RETRY_AFTER = new Set<number>([503, 507]);

/** Error statuses as response schemas: the one error shape. */
const errors = (statuses: readonly ErrorStatus[]) => Object.fromEntries(statuses.map((s) => [s, errorResponse]));

/** A response as the document shows it, for what a zod schema cannot say (OpenAPI 3.0 Response Object). */
export interface DocResponse {
  description: string;
  headers?: Record<string, { description: string; schema: Record<string, unknown> }>;
  /** By media type; none for a response without a body. */
  content?: Record<string, { schema: Record<string, unknown> }>;
}

/** A multipart/form-data body of one file in `field`, as the document describes it. */
export const multipartFileBody = (field: string) => ({
  body: { type: 'object', properties: { [field]: { type: 'string', format: 'binary' } }, required: [field] },
});

/** A response whose body is a file's bytes, of one of `types`. */
export const fileResponse = (description: string, types: readonly string[], headers?: DocResponse['headers']): DocResponse => ({
  description,
  ...(headers ? { headers } : {}),
  content: Object.fromEntries(types.map((t) => [t, { schema: { type: 'string', format: 'binary' } }])),
});

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The refusals of the route's own (a 404 of its record, a 409 of its rules...), in the one error
     * shape; those that follow from its access and input are added for every route (openapi.ts).
     */
    errors?: readonly ErrorStatus[];
    /**
     * What the document says of a route beyond its zod schemas (never checked at run time): the
     * request headers a protocol route reads itself (tus), and responses that are not JSON.
     */
    openapi?: {
      /** A body the route reads itself (a multipart form, a tus PATCH's bytes), as JSON Schema; its type is `consumes`. */
      body?: Record<string, unknown>;
      /** Request headers, as a JSON Schema object: its properties, which are `required`. */
      headers?: { type: 'object'; properties: Record<string, Record<string, unknown>>; required?: readonly string[] };
      responses?: Record<number, DocResponse>;
    };
  }
}

const SECURITY_SCHEME = 'cookieAuth';
const ERROR_SCHEMA = 'ApiError';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a route takes a request only from a signed-in user (auth/route-access.ts). */
const signedIn = (access: Access) => access !== 'none' && access !== 'public';

/** The refusals a route answers for what it is, before (or whatever) its handler does. */
function commonErrors(route: RouteOptions, schema: FastifySchema): ErrorStatus[] {
  const access = route.config?.access ?? 'user';
  if (access === 'none') return []; // the health checks: no session, no gate
  const changes = [route.method].flat().some((m) => !SAFE_METHODS.has(m));
  const statuses: ErrorStatus[] = [];
  // Schema validation; a body that cannot be parsed.
  if (schema.body || schema.querystring || schema.params || schema.headers || changes) statuses.push(400);
  if (signedIn(access)) statuses.push(401);
  // CSRF on any state-changing request; a pending password change, a read-only account, an ability.
  if (changes || (signedIn(access) && access !== 'session')) statuses.push(403);
  // A body over Fastify's limit, or of a type no parser takes (JSON, and multipart where read).
  if (changes) statuses.push(413, 415);
  // The availability gate (http/availability-gate.ts) and any query the database fails.
  statuses.push(503);
  return statuses;
}

/** `startAttempt` from 'Start an attempt': its words, articles left out. */
const operationIdOf = (summary: string) =>
  summary
    .replace(/['’]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter((w) => !/^(a|an|the)$/i.test(w))
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
    .join('');

/** A route as registered, for openapi.test.ts to hold the document to. */
export interface RegisteredRoute {
  methods: string[];
  url: string;
  access: Access;
  /** The HEAD route Fastify adds beside each GET (the GET's answer without its body): not in the document. */
  implicitHead: boolean;
}

const registered = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route registered on `app` after registerOpenApi (Fastify's implicit HEAD of each GET included). */
export const registeredRoutes = (app: FastifyInstance): readonly RegisteredRoute[] => registered.get(app) ?? [];

/** @fastify/swagger, and the hook that completes each route's schema; before any route is registered. */
export async function registerOpenApi(app: FastifyInstance) {
  const routes: RegisteredRoute[] = [];
  registered.set(app, routes);
  app.addHook('onRoute', (route) => {
    routes.push({
      methods: [route.method].flat(),
      url: route.url,
      access: route.config?.access ?? 'user',
      // Fastify's own HEAD route has its onSend hook (fastify/lib/head-route.js), which drops the body.
      implicitHead: route.method === 'HEAD' && [route.onSend].flat().some((hook) => hook?.name === 'headRouteOnSendHandler'),
    });
    const schema = route.schema;
    if (!schema || schema.hide || !route.url.startsWith('/api/')) return;
    const { errors: ownErrors = [], ...rest } = schema;
    const own = (schema.response ?? {}) as Record<string, unknown>;
    // A copy: a schema object may be shared by several routes.
    route.schema = {
      ...rest,
      security: schema.security ?? (signedIn(route.config?.access ?? 'user') ? [{ [SECURITY_SCHEME]: [] }] : []),
      response: { ...errors([...new Set([...commonErrors(route, schema), ...ownErrors])].sort()), ...own },
    };
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Learning platform API',
        version: '1.0.0',
        description:
          'The HTTP API of the learning platform, as its web app uses it. Requests and responses are JSON ' +
          'unless an operation says otherwise; every refusal has the one error shape (`ApiError`). ' +
          'A signed-in user is known by the session cookie that sign-in sets; a state-changing request must ' +
          'come from the same origin and carry a JSON body or an `X-Requested-With` header.',
      },
      servers: [{ url: '/', description: 'The origin that serves the web app (the API is under /api)' }],
      components: {
        securitySchemes: {
          [SECURITY_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The session cookie set by sign-in (HttpOnly).',
          },
        },
        schemas: {
          [ERROR_SCHEMA]: z.toJSONSchema(errorResponse, { target: 'openapi-3.0', io: 'output' }) as Record<string, unknown>,
        },
      },
      tags: TAGS.map(([name, description]) => ({ name, description })),
    },
    transform: (input) => {
      const { openapi, ...schema } = input.schema ?? {};
      const own = schema.response as Record<string, unknown> | undefined;
      const out = jsonSchemaTransform({ ...input, schema } as typeof input);
      const transformed = out.schema as Record<string, unknown> & { response?: Record<string, unknown> };
      if (!transformed || transformed.hide) return out;
      // Here rather than on the route: @fastify/swagger renames a HEAD route's operationId.
      if (typeof transformed.summary === 'string') transformed.operationId ??= operationIdOf(transformed.summary);
      // The error shape once, as a component, rather than a copy in every response.
      for (const status of Object.keys(own ?? {})) {
        if (own?.[status] === errorResponse) transformed.response![status] = errorEntry(Number(status));
      }
      if (openapi?.body) transformed.body = openapi.body;
      if (openapi?.headers) transformed.headers = openapi.headers;
      for (const [status, response] of Object.entries(openapi?.responses ?? {})) {
        transformed.response ??= {};
        const { headers, content, description } = response as DocResponse;
        // @fastify/swagger's shape of a response: headers as schemas, no body as type 'null'.
        transformed.response[status] = {
          description,
          ...(headers
            ? { headers: Object.fromEntries(Object.entries(headers).map(([n, h]) => [n, { ...h.schema, description: h.description }])) }
            : {}),
          ...(content ? { content } : { type: 'null' }),
        };
      }
      return out;
    },
  });
}

function errorEntry(status: number) {
  return {
    description: ERROR_STATUSES[status as ErrorStatus] ?? 'Refused',
    ...(RETRY_AFTER.has(status)
      ? { headers: { 'Retry-After': { type: 'integer', description: 'Seconds to wait before trying again.' } } }
      : {}),
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } },
  };
}

/** One tag per area of the product: every operation has one of these. */
export const TAGS: readonly (readonly [string, string])[] = [
  ['health', 'Liveness and readiness probes.'],
  ['auth', 'Signing up, in and out; the session; changing one’s password.'],
  ['profile', 'The signed-in user’s own profile and picture.'],
  ['files', 'Public files: pictures and thumbnails.'],
  ['catalogue', 'The public course catalogue: search, categories, the home page, course pages.'],
  ['enrollment', 'Enrolling in courses, reviewing them, and one’s own courses.'],
  ['player', 'Taking a course: its lessons, their media, progress.'],
  ['captions', 'Captions of video and audio lessons: the instructor’s files, the learner’s tracks and choice.'],
  ['certificates', 'Certificates of completion, and checking one.'],
  ['quizzes', 'Taking quizzes: attempts and answers.'],
  ['grading', 'Instructors grading the answers a quiz cannot score itself.'],
  ['quiz-authoring', 'Instructors writing quizzes.'],
  ['course-authoring', 'Instructors writing courses.'],
  ['curriculum', 'Instructors arranging a course’s sections and lessons.'],
  ['uploads', 'Resumable lesson-file uploads (the tus 1.0 protocol).'],
  ['monitoring', 'Instructors following their students.'],
  ['analytics', 'Instructors’ figures on their courses.'],
  ['notifications', 'A user’s notifications, their preferences, and the live stream that tells of new ones.'],
  ['groups', 'Groups of users (departments): admins keep them, subadmins read them.'],
  ['assignments', 'Assigned training: courses assigned to people and groups with due dates and recertification.'],
  ['compliance', 'The compliance report of assigned training, and its CSV export.'],
  ['admin', 'Administration: users, imports, courses, categories, settings, reviews, the audit log, figures.'],
];
