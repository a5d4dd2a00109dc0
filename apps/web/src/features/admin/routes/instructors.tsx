import { GraduationCap } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export function Component() {
  return (
    <>
      <title>Instructors | LearnFlix</title>
      <ComingSoon
        title="Instructors"
        description="Instructors and their courses."
        icon={GraduationCap}
        features={['Instructor list', 'Courses per instructor', 'Students per instructor']}
      />
    </>
  );
}
