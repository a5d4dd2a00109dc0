import { enrollRefusal, MESSAGES } from '@app/core';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { passwordChangeAction, useSession } from '@/features/auth';
import { errorMessage } from '@/lib/api';
import { useEnrollCourse } from '../api/enroll-course';

/**
 * The Start Course action of the detail page and the preview dialog: visitors go to /auth, the
 * course's own instructor opens it in preview mode (the server refuses to enroll them), the not yet
 * enrolled enroll first (toasting the outcome), then everyone goes to the player. `canStart` is
 * false for a role the server never enrolls (the read-only subadmin): offer no button then.
 */
export function useStartCourse(
  courseId: string,
  { enrolled, instructorId, before }: { enrolled: boolean; instructorId: string | null; before?: () => void },
) {
  const { user } = useSession();
  const navigate = useNavigate();
  const enroll = useEnrollCourse();
  // The course page and the preview dialog show catalogue courses only (the server answers
  // 'Course Not Found' for any other), so the course is one that takes enrollments.
  const refusal = user ? enrollRefusal(user, { instructorId, status: 'published' }) : null;
  const teaches = refusal === 'teaches';
  const opensPlayer = enrolled || teaches;
  const canStart = !user || opensPlayer || refusal === null;

  const start = () => {
    if (enroll.isPending || !canStart) return;
    if (!user) {
      before?.();
      // After signing in, back to the course's page, where Start Course is one click away.
      void navigate('/auth', { state: { from: `/course-details/${courseId}` } });
      return;
    }
    if (opensPlayer) {
      before?.();
      void navigate(`/course/${courseId}`);
      return;
    }
    enroll.mutate(courseId, {
      onSuccess: ({ message }) => {
        toast.success(message || MESSAGES.enrolled);
        before?.();
        void navigate(`/course/${courseId}`);
      },
      onError: (error) => toast.error(errorMessage(error, MESSAGES.enrollFailed), passwordChangeAction(error)),
    });
  };
  return { start, canStart, teaches, isPending: enroll.isPending, isSignedIn: Boolean(user) };
}
