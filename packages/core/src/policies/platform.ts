// Who may read and change the platform as a whole (the admin area): its figures, lists, settings,
// categories, imports and audit log. Admins do everything; subadmins read everything and change
// nothing; nobody else sees any of it. The one exception is the groups' names, which whoever
// monitors learners reads to filter their lists and analytics ('filter-by-group'). Per-record
// questions stay in the entity policies (canUser, canCourse); this file answers the ones that have no record.
import { can, type Actor } from './abilities.js';

export type PlatformAction =
  /** The admin figures and every read-only list: users, courses, instructors, categories, groups, reviews, settings. */
  | 'read'
  /** The audit log of admin changes. */
  | 'read-audit'
  /** The featured course and the other site settings. */
  | 'change-settings'
  /** Create, rename and delete catalogue categories. */
  | 'manage-categories'
  /** Create, rename and delete groups (departments) and change who is in them. */
  | 'manage-groups'
  /** Preview and run bulk imports of users. */
  | 'import-users'
  /** Excuse a learner from assigned training, with a reason (issue 30). */
  | 'waive-assignments'
  /**
   * List the groups' names to narrow the students lists and analytics to one group's learners:
   * whoever monitors learners (instructors, admins, subadmins).
   */
  | 'filter-by-group';

export function canPlatform(actor: Actor, action: PlatformAction): boolean {
  switch (action) {
    case 'read':
    case 'read-audit':
      return can(actor, 'read:platform');
    case 'change-settings':
    case 'manage-categories':
    case 'manage-groups':
    case 'import-users':
    case 'waive-assignments':
      return can(actor, 'administer');
    case 'filter-by-group':
      return can(actor, 'monitor');
  }
}
