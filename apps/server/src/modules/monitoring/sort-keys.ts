// The students list's order: each sort's keys, most significant first, and what "after this row"
// means in that order (keyset pagination). One definition serves the page, the export and the
// page links, so they can never disagree about the order.
import { and, not, or, sql, type SQL } from 'drizzle-orm';
import type { SortDirection, StudentSort } from '@app/core';
import { courses, enrollments, users } from '../../db/schema.js';

/** The learner's last activity: their last access, or the enrollment itself (enrolling is one). */
export const lastActivity = sql`coalesce(${enrollments.lastAccessedAt}, ${enrollments.enrolledAt})`;

/** How a key's value travels in a page link, and how it is read back into SQL. */
export type KeyType = 'text' | 'uuid' | 'int' | 'time';

export interface SortKey {
  /** On the tables (the statements that find the rows). */
  table: SQL;
  /** On the found rows `p` and their learner `u` (the statement that reads them whole). */
  found: string;
  dir: SortDirection;
  type: KeyType;
  /** Only the e-mail can be empty: empty values come last, both ways. */
  nullable: boolean;
  /** The course's title: one value per course (the course-by-course shape tests it on `courses`). */
  perCourse: boolean;
}

const key = (table: SQL, found: string, dir: SortDirection, type: KeyType, extra: Partial<SortKey> = {}): SortKey => ({
  table,
  found,
  dir,
  type,
  nullable: false,
  perCourse: false,
  ...extra,
});

/**
 * Each sort's keys. Ties go by enrollment id, in the sort's direction; the course sort lists each
 * course's learners newest first. The last key is always the enrollment id, so the order is total:
 * every row has one place, which is what lets a page start "after" a row.
 */
export function sortKeys(sort: StudentSort, dir: SortDirection): SortKey[] {
  const id = key(sql`${enrollments.id}`, 'p.enrollment_id', dir, 'uuid');
  switch (sort) {
    case 'name':
      return [key(sql`${users.fullName}`, 'u.full_name', dir, 'text'), id];
    case 'email':
      return [key(sql`${users.email}`, 'u.email', dir, 'text', { nullable: true }), id];
    case 'course':
      return [
        key(sql`${courses.title}`, 'p.course_title', dir, 'text', { perCourse: true }),
        key(sql`${enrollments.enrolledAt}`, 'p.enrolled_at', 'desc', 'time'),
        { ...id, dir: 'desc' },
      ];
    case 'status':
      return [key(sql`${enrollments.status}`, 'p.status', dir, 'text'), id];
    case 'progress':
      return [key(sql`${enrollments.progressPercentage}`, 'p.progress_percentage', dir, 'int'), id];
    case 'enrolled':
      return [key(sql`${enrollments.enrolledAt}`, 'p.enrolled_at', dir, 'time'), id];
    case 'lastActivity':
      return [key(lastActivity, 'p.last_activity_at', dir, 'time'), id];
  }
}

/** Which expression of a key a statement uses: on the tables, on the found rows, or a column of its own. */
export type KeyOn = 'table' | 'found' | { column: (index: number) => SQL };

const exprOf = (keys: SortKey[], k: SortKey, on: KeyOn): SQL =>
  on === 'table' ? k.table : on === 'found' ? sql.raw(k.found) : on.column(keys.indexOf(k));

/**
 * ORDER BY the keys, or the reverse of that order (a page read backwards from a row). Empty e-mails
 * come last in the order either way; the other keys keep PostgreSQL's default so that their indexes
 * serve both directions.
 */
export function orderBy(keys: SortKey[], on: KeyOn, reverse = false): SQL {
  return sql.join(
    keys.map((k) => {
      const dir = reverse ? (k.dir === 'asc' ? 'desc' : 'asc') : k.dir;
      const nulls = k.nullable ? (reverse ? ' nulls first' : ' nulls last') : '';
      return sql`${exprOf(keys, k, on)} ${sql.raw(dir + nulls)}`;
    }),
    sql`, `,
  );
}

const CASTS: Record<KeyType, string> = { text: 'text', uuid: 'uuid', int: 'int', time: 'timestamptz' };
const value = (k: SortKey, v: unknown) => sql`${v}::${sql.raw(CASTS[k.type])}`;

/** A key value of a row in a page link: the key's type, or null for an empty e-mail. */
export type KeyValue = string | number | null;

/**
 * The rows strictly after the row whose keys are `values`, in the order of `keys`: for some key,
 * every key before it equal and this one further on. Never NULL (an empty e-mail is compared with
 * `is null`), so that its negation is exactly "the row itself and every row before it".
 */
function after(keys: SortKey[], values: KeyValue[], on: KeyOn): SQL {
  const branches: SQL[] = [];
  keys.forEach((k, i) => {
    const v = values[i] ?? null;
    // Nothing comes after an empty e-mail among e-mails: the ties go to the next key.
    if (v === null) return;
    const e = exprOf(keys, k, on);
    const further = sql`${e} ${sql.raw(k.dir === 'asc' ? '>' : '<')} ${value(k, v)}`;
    const equal = keys.slice(0, i).map((prev, j) => {
      const pv = values[j] ?? null;
      return pv === null ? sql`${exprOf(keys, prev, on)} is null` : sql`${exprOf(keys, prev, on)} = ${value(prev, pv)}`;
    });
    branches.push(and(...equal, k.nullable ? sql`(${further} or ${e} is null)` : further)!);
  });
  return branches.length ? sql`(${or(...branches)!})` : sql`false`;
}

/**
 * The leading key's side of the row, redundant with the full condition but in the form an index
 * takes (`key >= value`), so that a page after a row starts reading at that row.
 */
function leadingBound(keys: SortKey[], values: KeyValue[], side: 'after' | 'upTo', on: KeyOn): SQL | undefined {
  const k = keys[0]!;
  const v = values[0] ?? null;
  const e = exprOf(keys, k, on);
  const forward = (k.dir === 'asc') === (side === 'after');
  if (v === null) return side === 'after' && k.nullable ? sql`${e} is null` : undefined;
  const bound = sql`${e} ${sql.raw(forward ? '>=' : '<=')} ${value(k, v)}`;
  // Empty e-mails come after every e-mail.
  return k.nullable && side === 'after' ? sql`(${bound} or ${e} is null)` : bound;
}

/** Where a page starts: after a row of the list, or up to and including it (read backwards). */
export interface KeysetSide {
  side: 'after' | 'upTo';
  values: KeyValue[];
}

/** The condition for the rows on `side` of the row, and its index-friendly leading bound. */
export function keysetCondition(keys: SortKey[], anchor: KeysetSide, on: KeyOn): { full: SQL; bound: SQL | undefined } {
  const a = after(keys, anchor.values, on);
  return { full: anchor.side === 'after' ? a : not(a), bound: leadingBound(keys, anchor.values, anchor.side, on) };
}

/** The keys of a found row as JSON, for the link to the pages after it. */
export const keysJson = (keys: SortKey[]) =>
  sql`json_build_array(${sql.join(
    keys.map((k) => sql.raw(k.found)),
    sql`, `,
  )})`;
