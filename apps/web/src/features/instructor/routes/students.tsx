import { Users } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export function Component() {
  return (
    <>
      <title>Students | LearnFlix</title>
      <ComingSoon
        title="Students"
        description="All students across your courses."
        icon={Users}
        features={['Search by name or email', 'Status filter', 'Progress per course']}
      />
    </>
  );
}
