import { Star } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export function Component() {
  return (
    <>
      <title>Reviews | LearnFlix</title>
      <ComingSoon
        title="Reviews"
        description="Course ratings and reviews by students."
        icon={Star}
        features={['Reviews by course', 'Average ratings']}
      />
    </>
  );
}
