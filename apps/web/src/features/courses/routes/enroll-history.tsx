import { History } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export function Component() {
  return (
    <>
      <title>Enrollment History | LearnFlix</title>
      <ComingSoon
        title="Enrollment History"
        description="Every course you have enrolled in, with progress and quiz activity."
        icon={History}
        features={['Six stat cards', 'Search by course title', 'Progress, completion and quiz columns', 'Pagination']}
      />
    </>
  );
}
