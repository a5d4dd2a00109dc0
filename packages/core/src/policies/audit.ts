// Which changes the audit log records. PRODUCT-DECISIONS: "Every admin action that changes data is
// written to an audit log in the same transaction"; read as an administrator changing what is not
// theirs. Another instructor's course and everything in it (details, status, curriculum, quizzes,
// enrollments, grades), another user, and what belongs to nobody (settings, categories, imports)
// are recorded. An admin's own course, own learning and own profile are theirs, like anyone's, and
// are not. The server asks this before writing a row; the web app asks it to tell an admin, on
// someone else's course, that what they change there is recorded.
import { can, type Actor } from './abilities.js';

/**
 * Whether `actor` changing a record owned by `ownerId` is recorded (null: owned by nobody, the
 * platform's own records).
 */
export const isAuditedChange = (actor: Actor, ownerId: string | null): boolean =>
  actor != null && can(actor, 'administer') && ownerId !== actor.id;
