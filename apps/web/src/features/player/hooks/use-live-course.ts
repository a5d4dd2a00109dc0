import { useQueryClient } from '@tanstack/react-query';
import { courseKeys, myKeys } from '@/features/courses';
import { quizKeys } from '@/features/quizzes';
import { useLiveEvent } from '@/lib/live';
import { playerKeys } from '../api/keys';

/**
 * The open player follows the server without a reload: when a notification about this course
 * arrives (a grade, a result, a certificate, new lessons, the enrollment made inactive or
 * restored), or the live stream was down for a while, the course, the open lesson, the quiz lists
 * and the graded attempt are fetched again. Only what is on screen refetches; the rest is marked stale.
 */
export function useLiveCourse(courseId: string) {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    const about = event.type === 'notification' && event.courseId === courseId;
    if (!about && !(event.type === 'ready' && event.resync)) return;
    void queryClient.invalidateQueries({ queryKey: playerKeys.all });
    void queryClient.invalidateQueries({ queryKey: quizKeys.course(courseId) });
    void queryClient.invalidateQueries({ queryKey: courseKeys.detail(courseId) });
    void queryClient.invalidateQueries({ queryKey: myKeys.all });
    if (event.type === 'notification') {
      if (event.quizId) void queryClient.invalidateQueries({ queryKey: quizKeys.overview(event.quizId) });
      // A submitted attempt's result screen: its grade and feedback arrived.
      if (event.attemptId) void queryClient.invalidateQueries({ queryKey: quizKeys.attempt(event.attemptId) });
    } else {
      void queryClient.invalidateQueries({ queryKey: [...quizKeys.all, 'overview'] });
    }
  });
}
