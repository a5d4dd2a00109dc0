import { isAuditedChange } from '@app/core';
import { ScrollText } from 'lucide-react';
import { useSession } from '@/features/auth';

/**
 * Tells an admin on another instructor's course that what they change here is written to the audit
 * log, by the rule the server records by (core's isAuditedChange). Nothing for anyone else.
 */
export function AuditedChangeNotice({ course }: { course: { instructorId: string | null; instructorName: string | null } }) {
  const { user } = useSession();
  if (!isAuditedChange(user, course.instructorId)) return null;
  return (
    <p className="mt-4 flex items-start gap-2 rounded-lg border border-amber-400/30 bg-amber-400/10 px-3 py-2 text-sm text-amber-100">
      <ScrollText aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        {course.instructorName ? `This is ${course.instructorName}’s course.` : 'This course has no instructor.'} As an administrator you
        may change it; each change you make here is recorded in the audit log.
      </span>
    </p>
  );
}
