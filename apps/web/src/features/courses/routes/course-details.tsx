import { Info } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export function Component() {
  return (
    <>
      <title>Course Details | LearnFlix</title>
      <ComingSoon
        title="Course Details"
        description="Everything about this course: what you will learn, the curriculum and the instructor."
        icon={Info}
        features={["About and What You'll Learn", 'Curriculum with free lessons', 'Ratings and reviews', 'Start Course']}
        back={{ to: '/courses', label: 'Browse All Courses' }}
      />
    </>
  );
}
