import { Users } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export function Component() {
  return (
    <>
      <title>Course Students | LearnFlix</title>
      <ComingSoon
        title="Course Students"
        description="The students enrolled in this course and their progress."
        icon={Users}
        features={['Search by name or email', 'Status filter', 'CSV export']}
        back={{ to: '/instructor/courses', label: 'Back to Course Management' }}
      />
    </>
  );
}
