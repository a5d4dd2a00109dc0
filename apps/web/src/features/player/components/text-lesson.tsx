import { LessonText } from '@/components/lesson-text/lesson-text';

interface TextLessonProps {
  title: string;
  content: string | null;
  /** A click anywhere in the text completes the lesson (spec section 4). */
  onRead: () => void;
}

const EMPTY = <p className="p-6 text-muted-foreground sm:p-10">This lesson has no text yet.</p>;

/** A reading lesson: markdown or HTML, sanitized. */
export function TextLesson({ title, content, onRead }: TextLessonProps) {
  if (!content?.trim()) return EMPTY;
  return (
    // The click is a convenience on top of the Mark Complete button, which keyboard users reach.
    <div className="px-5 py-6 sm:px-10 sm:py-8" onClick={onRead}>
      <LessonText source={content} title={title} empty={<p className="text-muted-foreground">This lesson has no text yet.</p>} />
    </div>
  );
}

export default TextLesson;
