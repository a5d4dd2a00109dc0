import { MonitorPlay } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export function Component() {
  return (
    <>
      <title>Course Player | LearnFlix</title>
      <ComingSoon
        title="Course Player"
        description="Watch lessons, track your progress and take the course assessment."
        icon={MonitorPlay}
        features={['Lessons by section', 'Video, audio, PDF, text and quiz lessons', 'Progress tracking', 'Course Assessment']}
        back={{ to: '/my-courses', label: 'Back to My Courses' }}
      />
    </>
  );
}
