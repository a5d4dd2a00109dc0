import { MESSAGES } from '@app/core';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useSession } from '@/features/auth/api/get-session';
import { errorMessage } from '@/lib/api';
import { useEnrollCourse } from '../api/enroll-course';

/**
 * The Start Course action of the detail page and the preview dialog: visitors go to /auth, the not
 * yet enrolled enroll first (toasting the outcome), then everyone goes to the player.
 */
export function useStartCourse(courseId: string, { enrolled, before }: { enrolled: boolean; before?: () => void }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const enroll = useEnrollCourse();

  const start = () => {
    if (enroll.isPending) return;
    if (!user) {
      before?.();
      void navigate('/auth');
      return;
    }
    if (enrolled) {
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
      onError: (error) => toast.error(errorMessage(error, MESSAGES.enrollFailed)),
    });
  };
  return { start, isPending: enroll.isPending, isSignedIn: Boolean(user) };
}
