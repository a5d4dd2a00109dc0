// The featured course of the student home (site setting featured_course_id). Only a published
// course may be featured; clearing the setting falls back to the newest published course. The home
// reads the setting itself (modules/catalogue) and falls back on its own when the course is later
// unpublished, archived or deleted, so nothing here has to follow those changes. Each change
// writes its audit row in the same transaction; a change based on a stale page is refused (409).
import { sql } from 'drizzle-orm';
import {
  FEATURED_COURSE_SETTING,
  inCatalogue,
  MESSAGES,
  type AdminSettingsResponse,
  type CourseStatus,
  type FeaturedCourseResponse,
} from '@app/core';
import type { DbOrTx } from '../../db/client.js';
import { badRequest, conflict } from '../../lib/errors.js';
import type { RequestActor } from '../../auth/user.js';
import { recordAdminChange } from '../audit/admin-change.js';
import { homeHero, type CatalogueDeps } from '../catalogue/service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The stored value as a course id: anything else (blank, hand-edited) is no course, as the home reads it. */
const courseIdOf = (value: string | null | undefined) => (value && UUID.test(value) ? value.toLowerCase() : null);

interface SettingRow extends Record<string, unknown> {
  value: string | null;
  updated_at: Date | null;
  updated_by_name: string | null;
  course_id: string | null;
  course_title: string | null;
  course_status: CourseStatus | null;
}

/** The setting, who set it, and the course it names: one statement. */
async function featuredSetting(db: DbOrTx) {
  const { rows } = await db.execute<SettingRow>(sql`
    select s.value, s.updated_at, u.full_name as updated_by_name, c.id as course_id, c.title as course_title, c.status as course_status
    from (select 1) one
    left join site_settings s on s.key = ${FEATURED_COURSE_SETTING}
    left join users u on u.id = s.updated_by
    left join courses c on c.id = (case when s.value ~* ${UUID.source} then s.value::uuid end)`);
  const r = rows[0]!;
  return {
    courseId: courseIdOf(r.value),
    course: r.course_id ? { id: r.course_id, title: r.course_title!, status: r.course_status! } : null,
    updatedAt: r.updated_at ? new Date(r.updated_at).toISOString() : null,
    updatedByName: r.updated_by_name,
  };
}

/** The site settings as the admin screens show them (the route has asked the platform policy). */
export const adminSettings = (deps: CatalogueDeps): Promise<AdminSettingsResponse> => readSettings(deps);

async function readSettings(deps: CatalogueDeps): Promise<AdminSettingsResponse> {
  const [featured, hero] = await Promise.all([featuredSetting(deps.db), homeHero(deps)]);
  return { featured, hero: hero ? { id: hero.id, title: hero.title, status: 'published' } : null };
}

/** Setting and reading happen one at a time per setting, in any process (a transaction-scoped advisory lock). */
const lockSetting = (tx: DbOrTx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`site_settings:${FEATURED_COURSE_SETTING}`}))`);

export async function setFeaturedCourse(
  deps: CatalogueDeps,
  actor: RequestActor,
  input: { courseId: string | null; previousCourseId: string | null },
): Promise<FeaturedCourseResponse> {
  const wanted = input.courseId?.toLowerCase() ?? null;
  const message = await deps.db.transaction(async (tx) => {
    await lockSetting(tx);
    const { rows } = await tx.execute<{ value: string | null }>(
      sql`select value from site_settings where key = ${FEATURED_COURSE_SETTING}`,
    );
    const current = courseIdOf(rows[0]?.value);
    if (current !== (input.previousCourseId?.toLowerCase() ?? null)) throw conflict(MESSAGES.featuredCourseChangedElsewhere);
    if (current === wanted) return MESSAGES.featuredCourseUnchanged;

    // Both courses' titles for the audit row; the new one share-locked, so that it cannot be
    // unpublished between this check and the commit.
    const ids = [current, wanted].filter((id): id is string => id !== null);
    const { rows: found } = await tx.execute<{ id: string; title: string; status: CourseStatus }>(
      sql`select id, title, status from courses where id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) order by id for share`,
    );
    const course = (id: string | null) => found.find((c) => c.id === id) ?? null;
    const chosen = course(wanted);
    if (wanted !== null && !chosen) throw badRequest(MESSAGES.featuredCourseUnknown);
    if (chosen && !inCatalogue(chosen)) throw badRequest(MESSAGES.featuredCourseNotPublished);

    if (wanted === null) {
      await tx.execute(sql`delete from site_settings where key = ${FEATURED_COURSE_SETTING}`);
    } else {
      await tx.execute(sql`
        insert into site_settings (key, value, updated_by, updated_at) values (${FEATURED_COURSE_SETTING}, ${wanted}, ${actor.id}, now())
        on conflict (key) do update set value = excluded.value, updated_by = excluded.updated_by, updated_at = excluded.updated_at`);
    }
    const side = (id: string | null) => (id === null ? null : { courseId: id, title: course(id)?.title ?? null });
    await recordAdminChange(tx, actor, null, {
      action: 'setting.featured_course_changed',
      entityType: 'setting',
      entityId: FEATURED_COURSE_SETTING,
      entityLabel: 'Featured course',
      before: side(current),
      after: side(wanted),
    });
    return wanted === null ? MESSAGES.featuredCourseCleared : MESSAGES.featuredCourseSet;
  });
  return { ...(await readSettings(deps)), message };
}
