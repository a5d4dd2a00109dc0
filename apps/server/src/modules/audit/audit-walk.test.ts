// The audit log is complete: every route that changes data, sent by an admin on someone else's
// records, writes its row in the same transaction, and one on their own records writes none
// (core's isAuditedChange). The table of routes is held to the routes the app has, so a new route
// must say which it is.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { MUTATING_ROUTES, send } from '../../../test/mutating-routes.js';
import { routeWorld, type RouteWorld } from '../../../test/route-world.js';
import { auditEvents } from '../../db/schema.js';

let t: TestContext;
let w: RouteWorld;

beforeAll(async () => {
  // The import's start queues a job: the real runner takes it.
  // The real job runner, but no transcoding: a file the walk queues would be taken and its row changed mid-walk.
  t = await buildTestApp({ SIGN_UP_MAX_PER_IP_PER_HOUR: '1000', TRANSCODE: 'false' }, undefined, { jobs: true });
  w = await routeWorld(t);
});

it('covers every route that changes data, once', async () => {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .filter((m) => ['post', 'put', 'patch', 'delete'].includes(m))
      .map((m) => `${m.toUpperCase()} ${path}`),
  );
  const listed = MUTATING_ROUTES.map((c) => c.route);
  expect(new Set(listed).size).toBe(listed.length);
  expect([...listed].sort()).toEqual([...documented].sort());
});

describe('an admin', () => {
  it.each(MUTATING_ROUTES.map((c) => [c.route, c] as const))(
    '%s: writes what the table says, in the same transaction',
    async (_route, c) => {
      const request = await c.request(w);
      const before = new Set((await t.db.select({ id: auditEvents.id }).from(auditEvents)).map((e) => e.id));
      const res = await send(w, request);
      expect(res.statusCode, res.body).toBeLessThan(300);
      const fresh = (await t.db.select().from(auditEvents)).filter((e) => !before.has(e.id));
      if (typeof c.audit === 'string') {
        expect(fresh.map((e) => e.action)).toContain(c.audit);
        expect(fresh.find((e) => e.action === c.audit)).toMatchObject({
          actorId: w.admin.user.id,
          actorStaffId: w.admin.user.staffId,
          actorName: 'Walking Admin',
          entityLabel: expect.any(String) as unknown as string,
        });
      } else {
        expect(fresh, `${c.route} is ${c.audit.none}`).toEqual([]);
      }
    },
  );
});
