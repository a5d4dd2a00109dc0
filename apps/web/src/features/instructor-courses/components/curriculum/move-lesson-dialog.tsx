import type { AuthoringLesson, AuthoringSection } from '@app/core';
import { useId, useState } from 'react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

interface MoveLessonDialogProps {
  lesson: AuthoringLesson | null;
  sections: AuthoringSection[];
  onMove: (lesson: AuthoringLesson, sectionId: string) => void;
  onClose: () => void;
}

/** 'Move to section…': the lesson goes to the end of the section chosen. */
export function MoveLessonDialog({ lesson, sections, onMove, onClose }: MoveLessonDialogProps) {
  return (
    <Dialog open={lesson !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="p-6">
        <DialogTitle className="pr-10">Move to section</DialogTitle>
        <DialogDescription className="mt-1 break-words">
          {lesson ? `Where should “${lesson.title}” go? It is added at the end of the section.` : ''}
        </DialogDescription>
        {lesson && <MoveForm lesson={lesson} sections={sections} onMove={onMove} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function MoveForm({ lesson, sections, onMove, onClose }: Omit<MoveLessonDialogProps, 'lesson'> & { lesson: AuthoringLesson }) {
  const name = useId();
  const [target, setTarget] = useState(() => sections.find((s) => s.id !== lesson.sectionId)?.id ?? '');
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!target) return;
    onMove(lesson, target);
    onClose();
  };
  return (
    <form onSubmit={onSubmit} className="mt-5 grid gap-4">
      <fieldset className="grid max-h-72 gap-1 overflow-y-auto">
        <legend className="sr-only">Section</legend>
        {sections.map((s, i) => (
          <label key={s.id} className="flex items-center gap-3 rounded-md px-2 py-2 text-sm hover:bg-white/5 has-[:disabled]:opacity-50">
            <input
              type="radio"
              name={name}
              value={s.id}
              className="size-4 accent-[var(--color-primary)]"
              checked={target === s.id}
              disabled={s.id === lesson.sectionId}
              onChange={() => setTarget(s.id)}
            />
            <span className="min-w-0 break-words text-white">
              Section {i + 1}: {s.title}
              {s.id === lesson.sectionId && <span className="text-muted-foreground"> (its section now)</span>}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={!target}>
          Move Lesson
        </Button>
      </div>
    </form>
  );
}
