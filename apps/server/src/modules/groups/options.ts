// The group select of the students lists and the analytics (issue 29, item 4): the groups' ids and
// names, for whoever monitors learners (canPlatform 'filter-by-group', the route's access). By name
// whatever its case (the unique index on lower(name) serves the order), the first
// GROUP_OPTIONS_LIMIT and how many there are, in one statement.
import { asc, sql } from 'drizzle-orm';
import { GROUP_OPTIONS_LIMIT, type GroupOptionsResponse } from '@app/core';
import { groups } from '../../db/schema.js';
import type { Deps } from '../../deps.js';

export async function groupOptions(deps: Pick<Deps, 'db'>): Promise<GroupOptionsResponse> {
  const rows = await deps.db
    .select({ id: groups.id, name: groups.name, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(groups)
    .orderBy(asc(sql`lower(${groups.name})`), asc(groups.id))
    .limit(GROUP_OPTIONS_LIMIT);
  return { groups: rows.map(({ id, name }) => ({ id, name })), total: rows[0]?.total ?? 0 };
}
