import { Search } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ComingSoon } from '@/components/coming-soon';

export function Component() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim();
  return (
    <>
      <title>Courses | LearnFlix</title>
      <ComingSoon
        title="Explore Our Courses"
        description="Find your next course: search, filter by category and level, and sort by what matters to you."
        icon={Search}
        features={['Search by title', 'Category and level filters', 'Sort by newest, popularity or price', 'Course preview']}
      >
        {q && (
          <p className="mt-4 text-sm text-zinc-300">
            Search: <span className="font-semibold text-white">{q}</span>
          </p>
        )}
      </ComingSoon>
    </>
  );
}
