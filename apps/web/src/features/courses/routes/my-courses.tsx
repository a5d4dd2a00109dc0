import { Library } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export function Component() {
  return (
    <>
      <title>My Courses | LearnFlix</title>
      <ComingSoon
        title="My Courses"
        description="All the courses you are enrolled in, with search and category filters."
        icon={Library}
        features={['Continue Learning with progress', 'Recently Added', 'Recommended for You', 'Search and category filters']}
      />
    </>
  );
}
