// What a role may do regardless of any record: enter an area, create courses, administer. The
// per-record questions (this course, this user, this enrollment) are in the entity policies beside
// this file; they start from these abilities. The server enforces both; the web app asks the same
// functions to decide which links, screens and buttons to show.
import type { Role } from '../enums.js';

/** Whoever asks: a signed-in user (id and role), or null for a visitor. */
export type Actor = { id: string; role: Role } | null | undefined;

export type Ability =
  /** Enroll in courses, take quizzes, rate: learn from other people's courses. */
  | 'learn'
  /** The instructor area: own courses, quizzes, grading, students, analytics. */
  | 'teach'
  /** Read students, their progress and the analytics of courses: teachers of their own, the platform's readers of every course. */
  | 'monitor'
  /** Every course, user and figure of the platform, read-only (admins and subadmins). */
  | 'read:platform'
  /** Change any course, user, role, setting or category (admins). */
  | 'administer'
  /** Change anything at all, their own profile included: every role but the read-only subadmin. */
  | 'write';

const ABILITIES: Record<Role, readonly Ability[]> = {
  student: ['learn', 'write'],
  instructor: ['learn', 'teach', 'monitor', 'write'],
  admin: ['learn', 'teach', 'monitor', 'read:platform', 'administer', 'write'],
  subadmin: ['monitor', 'read:platform'],
};

/** Whether `actor` (or a bare role) has `ability`. A visitor has none. */
export function can(actor: Actor | Role, ability: Ability): boolean {
  const role = typeof actor === 'string' ? actor : actor?.role;
  return role != null && ABILITIES[role].includes(ability);
}

/** is_instructor is derived from the role, never stored. */
export const isInstructorRole = (role: Role): boolean => role === 'instructor';

/** The areas of the web app, each behind one ability. */
export const AREA_ABILITY = {
  instructor: 'teach',
  admin: 'administer',
  /** The read-only admin screens a subadmin sees. */
  platform: 'read:platform',
} as const satisfies Record<string, Ability>;

export const canEnterArea = (actor: Actor, area: keyof typeof AREA_ABILITY) => can(actor, AREA_ABILITY[area]);
