// Responses as JSON, from the route's zod schema (the contract in packages/core).
//
// Where responses are checked (development and the tests: CHECK_RESPONSES), zod parses each one
// against its schema before it is written, so a presenter that breaks the contract fails loudly
// there. In production a serializer compiled once from the same schema (fast-json-stringify, the
// serializer Fastify itself uses) writes it: it writes only the fields the schema names, as zod's
// parse would leave them, in about a third of the time and without the parse's deep copy (the API
// benchmark's per-request cost). A schema fast-json-stringify cannot take is written by zod.
// json-serializer.test.ts holds the two to the same bytes on the app's real answers.
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

export type Serialize = (data: unknown) => string;

const compiled = new WeakMap<z.ZodType, Serialize>();

/** The JSON Schema fast-json-stringify takes for `schema`, or null when it has no equivalent. */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> | null {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }) as Record<string, unknown>;
    delete json.$schema;
    return asNullable(json) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * zod writes `T | null` as `anyOf: [T, { type: 'null' }]`, which fast-json-stringify can only
 * write by validating the value against each branch (ajv) on every call; `nullable: true` on T says
 * the same, and is written by a plain null check.
 */
function asNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(asNullable);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = asNullable(v);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullAt = anyOf.findIndex((b: { type?: unknown }) => b?.type === 'null' && Object.keys(b).length === 1);
    if (nullAt >= 0) {
      const { anyOf: _branches, ...rest } = out;
      return { ...rest, ...(anyOf[1 - nullAt] as object), nullable: true };
    }
  }
  return out;
}

/** Whether fast-json-stringify takes `schema` (else its answers are written by zod). */
export function compiles(schema: z.ZodType): boolean {
  const json = jsonSchemaOf(schema);
  if (!json) return false;
  try {
    fastJson(json);
    return true;
  } catch {
    return false;
  }
}

/** The production serializer of `schema`: compiled once, zod's parse and stringify when it cannot be. */
export function fastSerializer(schema: z.ZodType): Serialize {
  let serialize = compiled.get(schema);
  if (!serialize) {
    const json = jsonSchemaOf(schema);
    try {
      serialize = json ? (fastJson(json) as Serialize) : checkedSerializer(schema);
    } catch {
      serialize = checkedSerializer(schema);
    }
    compiled.set(schema, serialize);
  }
  return serialize;
}

/** zod's parse, then JSON.stringify: the checking serializer. */
export const checkedSerializer =
  (schema: z.ZodType): Serialize =>
  (data) =>
    JSON.stringify(schema.parse(data));

/** Fastify's response serializer for a route: checked or compiled, as the configuration says. */
export function responseSerializerCompiler<S>(check: boolean, checkedCompiler: FastifySerializerCompiler<S>): FastifySerializerCompiler<S> {
  return (route) => {
    const schema: unknown = route.schema;
    if (check || !(schema instanceof z.ZodType)) return checkedCompiler(route);
    return fastSerializer(schema);
  };
}
