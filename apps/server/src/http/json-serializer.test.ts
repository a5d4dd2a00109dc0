// The production serializer (compiled from each route's zod schema) writes exactly what zod's
// checked parse writes: the same bytes for the app's real answers on the demo data, as a student,
// an instructor and an admin see them; only the fields the schema names; zod where the schema has
// no JSON Schema equivalent.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api, buildAppOn, buildTestApp, type TestContext } from '../../test/app.js';
import { login } from '../../test/factories.js';
import { DEMO_USERS } from '../db/seed/demo-users.js';
import { seedIfEmpty } from '../db/seed/index.js';
import * as contract from '@app/core';
import { checkedSerializer, compiles, fastSerializer, jsonSchemaOf } from './json-serializer.js';

describe('the compiled serializer', () => {
  const card = z.object({
    id: z.uuid(),
    title: z.string(),
    price: z.number(),
    level: z.enum(['beginner', 'advanced']),
    category: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    thumbnailUrl: z.string().nullable(),
    rating: z.number().int().nullable(),
    tags: z.array(z.string()),
    note: z.string().optional(),
  });
  const id = '0b7f7a52-4ae1-4f6b-9d1c-2b0f3b7c8d11';

  it('writes what zod writes, nulls and optional fields included, and nothing the schema does not name', () => {
    const values = [
      {
        id,
        title: 'A "quoted" \u2028 title',
        price: 12.5,
        level: 'advanced',
        category: { id, name: 'Web', secret: 1 },
        thumbnailUrl: null,
        rating: null,
        tags: [],
        passwordHash: 'x',
      },
      { id, title: 'B', price: 0, level: 'beginner', category: null, thumbnailUrl: '/api/files/x', rating: 4, tags: ['a', 'b'], note: 'n' },
    ];
    for (const v of values) expect(fastSerializer(card)(v)).toBe(checkedSerializer(card)(v));
    expect(fastSerializer(card)(values[0])).not.toMatch(/secret|passwordHash/);
  });

  it('says nullable plainly instead of a union to validate on every call', () => {
    const json = jsonSchemaOf(card) as { properties: Record<string, Record<string, unknown>> };
    expect(json.properties.category).toMatchObject({ type: 'object', nullable: true });
    expect(json.properties.category).not.toHaveProperty('anyOf');
    // A nullable primitive is a type list, which fast-json-stringify writes without a union too.
    expect(json.properties.thumbnailUrl).toEqual({ type: ['string', 'null'] });
  });

  it('compiles every answer of the contract', () => {
    const answers = Object.entries(contract).filter(
      ([name, value]) => (name.endsWith('Response') || name === 'cataloguePage') && value instanceof z.ZodType,
    ) as [string, z.ZodType][];
    expect(answers.length).toBeGreaterThan(50);
    expect(answers.filter(([, schema]) => !compiles(schema)).map(([name]) => name)).toEqual([]);
  });

  it('falls back to zod for a schema JSON Schema cannot say', () => {
    const dated = z.object({ at: z.date() });
    expect(jsonSchemaOf(dated)).toBeNull();
    expect(() => fastSerializer(dated)({ at: 'not a date' })).toThrow();
  });
});

describe('every answer of the app, checked and compiled alike', () => {
  let checked: TestContext;
  let compiled: TestContext;
  beforeAll(async () => {
    checked = await buildTestApp();
    await seedIfEmpty(checked.db, checked.app.deps.storage, checked.app.log);
    compiled = await buildAppOn(checked, { CHECK_RESPONSES: 'false' });
  }, 120_000);

  const demo = (role: string) => DEMO_USERS.find((u) => u.role === role)!;

  it('gives the same bytes for the public, learner, instructor and admin answers', async () => {
    expect(checked.config.checkResponses).toBe(true);
    expect(compiled.config.checkResponses).toBe(false);
    const visitor = async (t: TestContext) => api(t.app);
    const as = (role: string) => async (t: TestContext) => api(t.app, await login(t.app, demo(role)));
    const course = (await api(checked.app).get('/api/courses')).json().courses[0].id as string;
    const mine = (await (await as('student')(checked)).get('/api/me/courses')).json().enrollments[0].course.id as string;

    const cases: [string, (t: TestContext) => Promise<ReturnType<typeof api>>, string[]][] = [
      ['visitor', visitor, ['/api/courses', '/api/home', '/api/categories', `/api/courses/${course}`, `/api/courses/${course}/preview`]],
      [
        'student',
        as('student'),
        [
          '/api/auth/session',
          '/api/profile',
          '/api/me/courses',
          '/api/me/enrollment-history',
          `/api/courses/${mine}/player`,
          `/api/courses/${mine}/quizzes`,
          `/api/courses/${mine}`,
          '/api/notifications',
          '/api/notifications/unread-count',
          '/api/me/notification-preferences',
        ],
      ],
      [
        'instructor',
        as('instructor'),
        [
          '/api/instructor/dashboard',
          '/api/instructor/courses',
          '/api/instructor/quizzes',
          '/api/instructor/subjective-answers',
          '/api/instructor/students',
          '/api/instructor/analytics?period=365',
          '/api/instructor/monitoring/courses',
        ],
      ],
      [
        'admin',
        as('admin'),
        [
          '/api/admin/stats',
          '/api/admin/users',
          '/api/admin/courses',
          '/api/admin/settings',
          '/api/admin/categories',
          '/api/admin/instructors',
          '/api/admin/reviews',
          '/api/admin/audit',
        ],
      ],
    ];
    let compared = 0;
    for (const [who, client, urls] of cases) {
      const [a, b] = [await client(checked), await client(compiled)];
      for (const url of urls) {
        const [x, y] = [await a.get(url), await b.get(url)];
        expect(x.statusCode, `${who} ${url}: ${x.body}`).toBe(200);
        // Analytics names its period's bounds from each app's own clock, a few milliseconds apart.
        const sameClock = (body: string) => (url.includes('analytics') ? body.replace(/"(from|to)":"[^"]*"/g, '"$1":""') : body);
        expect(sameClock(y.body), `${who} ${url}`).toBe(sameClock(x.body));
        compared++;
      }
    }
    expect(compared).toBe(30);
  });
});
