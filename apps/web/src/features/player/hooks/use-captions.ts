import type { CaptionTrack, LessonContent } from '@app/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api';
import { useSaveCaptionLanguage } from '../api/save-caption-language';
import { startingLanguage } from '../caption-cues';

export interface Captions {
  tracks: CaptionTrack[];
  /** The language on screen, or null for off. */
  language: string | null;
  track: CaptionTrack | null;
  choose: (language: string | null) => void;
  /** The C key: off, or back on in the language last on (else the first). */
  toggle: () => void;
}

/**
 * The learner's captions across the lessons of the player (which stays mounted from lesson to
 * lesson): each lesson opens with the remembered choice (startingLanguage), and a choice made here
 * is remembered for every lesson, on the server. A failed save keeps the choice for this visit.
 */
export function useCaptions(lesson: Pick<LessonContent, 'captions' | 'captionLanguage'> | undefined): Captions {
  const tracks = lesson?.captions ?? [];
  // The learner's own choice in this visit; until then, the account's (which each lesson brings).
  const [chosen, setChosen] = useState<{ language: string | null } | null>(null);
  const [lastOn, setLastOn] = useState<string | null>(null);
  const save = useSaveCaptionLanguage();
  const remembered = chosen ? chosen.language : (lesson?.captionLanguage ?? null);
  const language = startingLanguage(tracks, remembered);

  const choose = (next: string | null) => {
    setChosen({ language: next });
    if (next) setLastOn(next);
    save.mutate(next, {
      onError: (error) => toast.error(errorMessage(error, 'Your caption choice could not be saved for next time.')),
    });
  };

  return {
    tracks,
    language,
    track: tracks.find((t) => t.language === language) ?? null,
    choose,
    toggle: () => {
      if (tracks.length === 0) return;
      choose(language ? null : startingLanguage(tracks, lastOn ?? tracks[0]!.language));
    },
  };
}
