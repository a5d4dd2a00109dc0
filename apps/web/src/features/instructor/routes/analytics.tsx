import { BarChart3 } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export function Component() {
  return (
    <>
      <title>Analytics | LearnFlix</title>
      <ComingSoon
        title="Analytics"
        description="Enrollments, completions and revenue across your courses."
        icon={BarChart3}
        features={['Period select: 7, 30, 90 or 365 days', 'Enrollment and revenue charts', 'Top courses']}
      />
    </>
  );
}
