// Page links of the students list (`?page=1201&after=...`): where the page before ended, so that a
// deep page is read from there (keyset) instead of counting every row before it (OFFSET). The link
// carries the sort keys of one row of the list and how many rows come up to it; the server made it
// and reads it back, checked like any other input. A link made for other filters or another order
// is not used (the page is then found by its number, as without one).
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { hasNotAllowedCharacter, MESSAGES, STUDENTS_PAGE_SIZE, STUDENTS_PAGE_MAX, type StudentsQuery } from '@app/core';
import { badRequest } from '../../lib/errors.js';
import { sortKeys, type KeysetSide, type KeyType, type KeyValue } from './sort-keys.js';

/** A row of the list: its keys and how many rows come up to and including it (null keys: the end of the list). */
export interface Anchor {
  index: number;
  values: KeyValue[] | null;
}

/** The filters and order a link belongs to, in a few characters. */
function fingerprint(q: Pick<StudentsQuery, 'q' | 'status' | 'courseId' | 'group' | 'sort' | 'dir'>): string {
  // The group only when there is one: the links made before the group filter existed stay good.
  return createHash('sha256')
    .update(JSON.stringify([q.q ?? '', q.status, q.courseId ?? '', q.sort, q.dir, ...(q.group ? [q.group] : [])]))
    .digest('base64url')
    .slice(0, 12);
}

const MAX_INDEX = STUDENTS_PAGE_MAX * STUDENTS_PAGE_SIZE;
/**
 * A text of the link: the query string's own check never sees it (it is inside the encoding), and
 * a NUL or a lone surrogate in a key would reach PostgreSQL as a parameter and fail the query.
 */
const linkText = z
  .string()
  .max(1000)
  .refine((v) => !hasNotAllowedCharacter(v));
const payload = z.strictObject({
  f: linkText,
  i: z.number().int().min(0).max(MAX_INDEX),
  k: z
    .array(z.union([linkText, z.number(), z.null()]))
    .max(3)
    .nullable(),
});

const KEY_VALUE: Record<KeyType, z.ZodType> = {
  text: linkText,
  uuid: z.uuid(),
  int: z.number().int().min(-1_000_000).max(1_000_000),
  time: z.iso.datetime({ offset: true }),
};

export function encodeAnchor(q: StudentsQuery, anchor: Anchor): string {
  return Buffer.from(JSON.stringify({ f: fingerprint(q), i: anchor.index, k: anchor.values })).toString('base64url');
}

const invalid = () => badRequest(MESSAGES.studentsPageLinkInvalid);

/**
 * The anchor of a page link, or null when there is none or it belongs to other filters or another
 * order. A link that is not one of ours is a 400.
 */
export function decodeAnchor(q: StudentsQuery): Anchor | null {
  if (!q.after) return null;
  let data: z.infer<typeof payload>;
  try {
    data = payload.parse(JSON.parse(Buffer.from(q.after, 'base64url').toString('utf8')));
  } catch {
    throw invalid();
  }
  if (data.f !== fingerprint(q)) return null;
  if (data.k === null) return { index: data.i, values: null };
  const keys = sortKeys(q.sort, q.dir);
  if (data.k.length !== keys.length) throw invalid();
  keys.forEach((k, i) => {
    const v = data.k![i];
    if (!(v === null ? k.nullable : KEY_VALUE[k.type].safeParse(v).success)) throw invalid();
  });
  return { index: data.i, values: data.k };
}

/** How a page is read: from the start or the end of the list, or beside an anchor row, skipping `offset` rows. */
export interface PageRead {
  limit: number;
  offset: number;
  /** Rows after the anchor, or up to it read backwards; none: from the start. */
  keyset?: KeysetSide;
  /** Read backwards (from the end, or up to the anchor), then put back in order. */
  reverse: boolean;
}

/**
 * Page `page` from an anchor: forwards from it when the page starts at or after it, else backwards
 * from it, a few rows back (the links are made from the rows of the page on screen, so the pages
 * they lead to are near). Without an anchor, the page is counted from the start.
 */
export function pageRead(page: number, anchor: Anchor | null): PageRead {
  const start = (page - 1) * STUDENTS_PAGE_SIZE;
  if (!anchor) return { limit: STUDENTS_PAGE_SIZE, offset: start, reverse: false };
  if (anchor.values && start >= anchor.index) {
    return { limit: STUDENTS_PAGE_SIZE, offset: start - anchor.index, keyset: { side: 'after', values: anchor.values }, reverse: false };
  }
  // Backwards: the rows up to the anchor (or the end), skipping those after the page.
  const skip = anchor.index - page * STUDENTS_PAGE_SIZE;
  return {
    limit: Math.max(0, STUDENTS_PAGE_SIZE + Math.min(skip, 0)),
    offset: Math.max(skip, 0),
    ...(anchor.values ? { keyset: { side: 'upTo' as const, values: anchor.values } } : {}),
    reverse: true,
  };
}
