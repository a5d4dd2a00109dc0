import { BookOpen } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export function Component() {
  return (
    <>
      <title>Course Management | LearnFlix</title>
      <ComingSoon
        title="Course Management"
        description="Every course on the platform with its status."
        icon={BookOpen}
        features={['Status select', 'Delete courses', 'Featured course setting']}
      />
    </>
  );
}
