import { inCatalogue, type PlayerResponse } from '@app/core';
import { Eye } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { LEFT_CATALOGUE_NOTE, OUT_OF_CATALOGUE } from '@/features/courses';

/**
 * The note above the player: Preview mode for the course's teachers (saying who still opens a
 * course out of the catalogue), and 'Archived course' (or 'Unpublished course') for its learner.
 */
export function CourseStatusAlert({ player }: { player: PlayerResponse }) {
  const out = inCatalogue(player.course) ? undefined : OUT_OF_CATALOGUE[player.course.status];
  if (player.mode === 'preview')
    return (
      <Alert className="mb-5 border-amber-400/40 bg-amber-500/10 text-amber-50 [&>svg]:text-amber-300">
        <Eye aria-hidden />
        <AlertTitle>Preview mode</AlertTitle>
        <AlertDescription>
          You see this course as its learners do, with every lesson unlocked. Nothing you do here is recorded.
          {out && ` ${out.label}: it is not in the catalogue and takes no new enrollments; learners already enrolled keep it.`}
        </AlertDescription>
      </Alert>
    );
  if (!out) return null;
  return (
    <Alert className="mb-5 border-zinc-400/40 bg-zinc-500/15 text-zinc-50 [&>svg]:text-zinc-300">
      <out.icon aria-hidden />
      <AlertTitle>{out.label} course</AlertTitle>
      <AlertDescription>{LEFT_CATALOGUE_NOTE}</AlertDescription>
    </Alert>
  );
}
