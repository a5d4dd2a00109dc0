import type { AuthoringLesson, AuthoringSection } from '@app/core';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { AlertCircle, ListTree, LoaderCircle, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useCurriculum } from '../../api/get-curriculum';
import { useSaveSection } from '../../api/save-section';
import { LessonDialog, type LessonDialogState } from '../lesson-dialog/lesson-dialog';
import { AddSectionForm } from './add-section-form';
import { CurriculumDeletes, type Deleting } from './curriculum-deletes';
import {
  announcements,
  collisionDetection,
  idOf,
  keyboardCoordinates,
  screenReaderInstructions,
  sectionDragId,
  type DragData,
} from './dnd';
import { MoveLessonDialog } from './move-lesson-dialog';
import { canStepLesson, findLesson, moveLesson, moveSection, stepLesson } from './reorder';
import { RenameSectionDialog } from './rename-section-dialog';
import { SectionCard } from './section-card';
import { useReorder } from './use-reorder';

const kind = (data: unknown) => (data as DragData | undefined)?.kind;

/**
 * The Curriculum Builder: sections and lessons in order, reordered by drag and drop (mouse, touch
 * or keyboard) or by the items' Move menus, each change saved at once in one request.
 */
export function CurriculumBuilder({ courseId }: { courseId: string }) {
  const { apply, saving } = useReorder(courseId);
  const toggle = useSaveSection(courseId);
  // While dragging, the tree on screen (a lesson crossing sections moves in it before the drop).
  const [dragTree, setDragTree] = useState<AuthoringSection[] | null>(null);
  // Refreshed while a lesson's file is being processed, except during a drag or while a new order
  // is being saved: an answer read before the save would put the old order back on screen.
  const curriculum = useCurriculum(courseId, { paused: saving || dragTree !== null });
  const [announcement, setAnnouncement] = useState('');
  const [lessonDialog, setLessonDialog] = useState<LessonDialogState>(null);
  const [renaming, setRenaming] = useState<AuthoringSection | null>(null);
  const [moving, setMoving] = useState<AuthoringLesson | null>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );

  const sections = dragTree ?? curriculum.data?.sections ?? [];

  const titleOf = (dragId: UniqueIdentifier) => {
    const id = idOf(dragId);
    const section = sections.find((s) => s.id === id);
    if (section) return `section ${section.title}`;
    const at = findLesson(sections, id);
    return at ? `lesson ${sections[at.section]!.lessons[at.index]!.title}` : 'the item';
  };
  const positionOf = (dragId: UniqueIdentifier) => {
    const id = idOf(dragId);
    if (String(dragId).startsWith('drop:')) return `the end of section ${sections.find((s) => s.id === id)?.title ?? ''}`;
    const s = sections.findIndex((x) => x.id === id);
    if (s !== -1) return `position ${s + 1} of ${sections.length}`;
    const at = findLesson(sections, id);
    if (!at) return 'its place';
    const section = sections[at.section]!;
    return `position ${at.index + 1} of ${section.lessons.length} in section ${section.title}`;
  };

  /** A move by menu: applied, saved and announced. */
  const commit = (next: AuthoringSection[], what: string) => {
    if (apply(next)) setAnnouncement(what);
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || kind(active.data.current) !== 'lesson' || !dragTree) return;
    const lessonId = idOf(active.id);
    const from = findLesson(dragTree, lessonId);
    const overKind = kind(over.data.current);
    const target =
      overKind === 'section-drop'
        ? dragTree.findIndex((s) => s.id === idOf(over.id))
        : (findLesson(dragTree, idOf(over.id))?.section ?? -1);
    if (!from || target === -1 || target === from.section) return;
    const targetSection = dragTree[target]!;
    const index = overKind === 'lesson' ? targetSection.lessons.findIndex((l) => l.id === idOf(over.id)) : targetSection.lessons.length;
    setDragTree(moveLesson(dragTree, lessonId, targetSection.id, index));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const tree = dragTree ?? sections;
    setDragTree(null);
    if (!over) return;
    if (kind(active.data.current) === 'section') {
      const from = tree.findIndex((s) => sectionDragId(s.id) === active.id);
      const to = tree.findIndex((s) => sectionDragId(s.id) === over.id);
      apply(moveSection(tree, from, to));
      return;
    }
    const lessonId = idOf(active.id);
    const at = findLesson(tree, lessonId);
    if (!at) return;
    let next = tree;
    if (kind(over.data.current) === 'lesson') {
      const to = findLesson(tree, idOf(over.id));
      if (to && to.section === at.section) next = moveLesson(tree, lessonId, tree[at.section]!.id, to.index);
    }
    apply(next);
  };

  const stepSection = (section: AuthoringSection, by: -1 | 1) => {
    const from = sections.findIndex((s) => s.id === section.id);
    commit(moveSection(sections, from, from + by), `Section ${section.title} moved to position ${from + by + 1} of ${sections.length}.`);
  };
  const stepLessonBy = (lesson: AuthoringLesson, by: -1 | 1) => {
    const next = stepLesson(sections, lesson.id, by);
    const at = findLesson(next, lesson.id);
    if (at)
      commit(
        next,
        `Lesson ${lesson.title} moved to position ${at.index + 1} of ${next[at.section]!.lessons.length} in section ${next[at.section]!.title}.`,
      );
  };
  const moveTo = (lesson: AuthoringLesson, sectionId: string) => {
    const target = sections.find((s) => s.id === sectionId);
    if (!target) return;
    commit(
      moveLesson(sections, lesson.id, sectionId, target.lessons.length),
      `Lesson ${lesson.title} moved to the end of section ${target.title}.`,
    );
  };
  const togglePublished = (section: AuthoringSection) =>
    toggle.mutate(
      { sectionId: section.id, input: { isPublished: !section.isPublished } },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => toast.error('Failed to update section', { description: errorMessage(error, 'Please try again.') }),
      },
    );

  if (curriculum.isPending)
    return (
      <div className="grid gap-3" aria-busy="true" aria-label="Loading the curriculum">
        <Skeleton className="h-32 w-full rounded-xl" />
        <Skeleton className="h-32 w-full rounded-xl" />
      </div>
    );
  if (curriculum.isError && !curriculum.data)
    return (
      <Alert variant="destructive">
        <AlertCircle aria-hidden />
        <AlertTitle>Failed to fetch curriculum</AlertTitle>
        <AlertDescription className="flex flex-wrap items-center gap-3">
          {errorMessage(curriculum.error, 'Please try again.')}
          <Button size="sm" variant="outline" onClick={() => void curriculum.refetch()} disabled={curriculum.isFetching}>
            <RotateCcw aria-hidden /> Try again
          </Button>
        </AlertDescription>
      </Alert>
    );

  // Lessons are numbered across the course, as learners see them.
  const firstNumbers = sections.reduce<number[]>((acc, s, i) => [...acc, i === 0 ? 1 : acc[i - 1]! + sections[i - 1]!.lessons.length], []);
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div className="flex min-h-5 items-center justify-between gap-3 text-xs text-muted-foreground">
        <p>Drag by the grip, or use each item’s menu, to change the order. Changes are saved at once.</p>
        {saving && (
          <span className="flex shrink-0 items-center gap-1.5" role="status">
            <LoaderCircle aria-hidden className="size-3.5 animate-spin" /> Saving order…
          </span>
        )}
      </div>
      {sections.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border bg-card/60 px-6 py-10 text-center">
          <ListTree aria-hidden className="mx-auto size-9 text-muted-foreground" />
          <p className="mt-3 font-semibold text-white">No sections yet</p>
          <p className="mt-1 text-sm text-muted-foreground">Add the first section below, then its lessons.</p>
        </div>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={collisionDetection}
          accessibility={{ announcements: announcements(titleOf, positionOf), screenReaderInstructions }}
          onDragStart={() => setDragTree(curriculum.data?.sections ?? [])}
          onDragOver={onDragOver}
          onDragEnd={onDragEnd}
          onDragCancel={() => setDragTree(null)}
        >
          <SortableContext items={sections.map((s) => sectionDragId(s.id))} strategy={verticalListSortingStrategy}>
            <ol className="grid grid-cols-[minmax(0,1fr)] gap-3" aria-label="Sections">
              {sections.map((section, index) => {
                const first = firstNumbers[index]!;
                return (
                  <SectionCard
                    key={section.id}
                    section={section}
                    index={index}
                    count={sections.length}
                    firstNumber={first}
                    onRename={setRenaming}
                    onDelete={(s) => setDeleting({ kind: 'section', section: s })}
                    onTogglePublished={togglePublished}
                    onStepSection={stepSection}
                    onAddLesson={(s) => setLessonDialog({ section: { id: s.id, title: s.title }, lessonId: null })}
                    lessonActions={{
                      onEdit: (l) => setLessonDialog({ section: { id: section.id, title: section.title }, lessonId: l.id }),
                      onDelete: (l) => setDeleting({ kind: 'lesson', lesson: l }),
                      onStep: stepLessonBy,
                      onMoveTo: setMoving,
                      canStep: (l, by) => canStepLesson(sections, l.id, by),
                    }}
                  />
                );
              })}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <AddSectionForm courseId={courseId} onAdded={(title) => setAnnouncement(`Section ${title} added at the end.`)} />

      <LessonDialog courseId={courseId} state={lessonDialog} onClose={() => setLessonDialog(null)} />
      <RenameSectionDialog courseId={courseId} section={renaming} onClose={() => setRenaming(null)} />
      <MoveLessonDialog lesson={moving} sections={sections} onMove={moveTo} onClose={() => setMoving(null)} />
      <CurriculumDeletes courseId={courseId} deleting={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
