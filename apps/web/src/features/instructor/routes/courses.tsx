import { BookOpen } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export function Component() {
  return (
    <>
      <title>Course Management | LearnFlix</title>
      <ComingSoon
        title="Course Management"
        description="Create, edit and publish your courses."
        icon={BookOpen}
        features={['Search your courses', 'Create Course dialog', 'View, Edit, Students and Delete actions']}
      />
    </>
  );
}
