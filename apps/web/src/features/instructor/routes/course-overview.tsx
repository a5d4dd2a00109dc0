import { LayoutGrid } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export function Component() {
  return (
    <>
      <title>Course Overview | LearnFlix</title>
      <ComingSoon
        title="Course Overview"
        description="Stats, curriculum and reviews of one of your courses."
        icon={LayoutGrid}
        features={['Overview, Curriculum and Reviews tabs', 'Quick actions', 'Manage Curriculum dialog']}
        back={{ to: '/instructor/courses', label: 'Back to Course Management' }}
      />
    </>
  );
}
