import { BookOpen, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The spec's empty state of Course Management. */
export function NoCourses({ onCreate, searched = false }: { onCreate: () => void; searched?: boolean }) {
  return (
    <div className="rounded-xl border border-dashed border-border bg-card/60 px-6 py-14 text-center">
      <BookOpen aria-hidden className="mx-auto size-10 text-muted-foreground" />
      <h3 className="mt-4 text-xl font-bold text-white">{searched ? 'No courses match your search' : 'No courses yet'}</h3>
      <p className="mt-1 text-sm text-muted-foreground">
        {searched ? 'Try other words of the title.' : 'Create your first course, then build its curriculum and publish it.'}
      </p>
      {!searched && (
        <Button className="mt-5" onClick={onCreate}>
          <Plus aria-hidden /> Create Course
        </Button>
      )}
    </div>
  );
}
