import { dateIn, daysBetween, dueLabel, formatDueDate, type MyAssignment } from '@app/core';

export type DueTone = 'danger' | 'warning' | 'muted' | 'success';

/** What an assigned course's card says about its dates: the main line, its tone, and a second line. */
export interface AssignedDue {
  text: string;
  tone: DueTone;
  detail: string | null;
}

/** Due this close (or closer) reads amber. */
const SOON_DAYS = 7;

/** The calendar date of a completion time in the browser's time zone (the one the server is told: settings/report-time-zone). */
const completedOn = (iso: string) => dateIn(new Date(iso), Intl.DateTimeFormat().resolvedOptions().timeZone);

/**
 * The due line of an assigned course, counted from the response's `today` (the learner's date, read
 * by the server in their time zone): "Due in 3 days", "Overdue by 2 days", "Completed …", and for a
 * completed course that must be repeated, when.
 */
export function assignedDue(a: Pick<MyAssignment, 'status' | 'dueOn' | 'today' | 'cycle' | 'completedAt' | 'expiresOn'>): AssignedDue {
  const dueDetail = `Due ${formatDueDate(a.dueOn)}`;
  switch (a.status) {
    case 'waived':
      return { text: 'Not required', tone: 'muted', detail: 'An administrator waived this assignment.' };
    case 'completed':
      return {
        text: a.completedAt ? `Completed ${formatDueDate(completedOn(a.completedAt))}` : 'Completed',
        tone: 'success',
        detail: a.expiresOn ? `Recertify by ${formatDueDate(a.expiresOn)}` : null,
      };
    case 'expiring_soon':
      // Completed, its certificate close to expiry; or the new cycle, open and not completed yet.
      if (a.completedAt && a.expiresOn)
        return {
          text: `Recertify: ${lowerFirst(dueLabel(a.expiresOn, a.today))}`,
          tone: 'warning',
          detail: `Certificate valid until ${formatDueDate(a.expiresOn)}`,
        };
      return { text: dueLabel(a.dueOn, a.today), tone: 'warning', detail: `Recertification · ${dueDetail}` };
    case 'expired':
      if (a.completedAt && a.expiresOn)
        return { text: `Expired ${formatDueDate(a.expiresOn)}`, tone: 'danger', detail: 'Take the course again to recertify.' };
      return { text: dueLabel(a.dueOn, a.today), tone: 'danger', detail: `Recertification · ${dueDetail}` };
    case 'overdue':
      return { text: dueLabel(a.dueOn, a.today), tone: 'danger', detail: dueDetail };
    case 'not_started':
    case 'in_progress':
      return {
        text: dueLabel(a.dueOn, a.today),
        tone: daysBetween(a.today, a.dueOn) <= SOON_DAYS ? 'warning' : 'muted',
        detail: dueDetail,
      };
  }
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
