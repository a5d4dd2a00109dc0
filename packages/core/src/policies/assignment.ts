// Who reads and changes assigned training (issue 30). Assigning a course is a course action
// (canCourse 'assign': admins any course, instructors their own). The compliance report is read
// by the platform's readers for every course and by instructors for their own courses; waivers
// are the admins'.
import { can, type Actor } from './abilities.js';
import { canPlatform } from './platform.js';

/** 'all': every course's assignments (admins, subadmins); 'own': the courses they teach (instructors); null: none. */
export function complianceScope(actor: Actor): 'all' | 'own' | null {
  if (can(actor, 'read:platform')) return 'all';
  if (can(actor, 'teach')) return 'own';
  return null;
}

/** Excuse a learner from an assignment, with a reason. */
export const canWaiveAssignment = (actor: Actor): boolean => canPlatform(actor, 'waive-assignments');
