import { AlertCircle, RotateCcw } from 'lucide-react';
import { useDeferredValue } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { CoursePreviewProvider, CourseRow, useHome } from '@/features/courses';
import { HeroCarousel } from './hero-carousel';
import { IntroOverlay } from './intro-overlay';

/** The visitor's home: the intro, the featured carousel, Trending Now and one row per category. */
export function Landing() {
  const home = useHome();
  // The category rows (up to 70 cards) are below the first screen: they render after the hero and
  // Trending Now, in a background render that React interrupts whenever the page has something to
  // do, instead of one long task that holds a phone's main thread.
  const rows = useDeferredValue(home.data?.rows);
  return (
    <CoursePreviewProvider>
      <title>LearnFlix | Stream your next skill</title>
      <PageMeta canonical="/" />
      <IntroOverlay />
      <HeroCarousel courses={home.data?.featured} isLoading={home.isPending} />
      <div className="relative z-10 mx-auto w-full max-w-[1400px] space-y-12 px-4 pt-4 pb-16 sm:px-6 lg:px-10">
        {home.isError ? (
          <Alert variant="destructive">
            <AlertCircle aria-hidden />
            <AlertDescription className="flex flex-wrap items-center gap-3">
              {home.error.message}
              <Button size="sm" variant="outline" onClick={() => void home.refetch()}>
                <RotateCcw aria-hidden /> Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <>
            <CourseRow title="Trending Now" courses={home.data?.trending} isLoading={home.isPending} limit={8} />
            {rows?.map((row) => (
              <CourseRow
                key={row.category.id}
                title={row.category.name}
                courses={row.courses}
                more={{ to: `/courses?category=${row.category.id}`, label: 'See all' }}
              />
            ))}
          </>
        )}
      </div>
    </CoursePreviewProvider>
  );
}
