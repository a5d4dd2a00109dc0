import { LESSON_CONTENT_MAX } from '@app/core';
import { lazy, Suspense, useDeferredValue, useId } from 'react';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

// The player's own renderer and sanitizer, so the preview is what learners will read.
const LessonText = lazy(() => import('@/components/lesson-text/lesson-text'));

interface TextEditorProps {
  value: string;
  onChange: (value: string) => void;
  title: string;
  error?: string;
  disabled?: boolean;
}

/** Markdown with a live preview beside it (below it on a phone). */
export function TextEditor({ value, onChange, title, error, disabled }: TextEditorProps) {
  const id = useId();
  const shown = useDeferredValue(value);
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <div className="grid content-start gap-2">
        <Label htmlFor={id}>Lesson text (Markdown)</Label>
        <Textarea
          id={id}
          rows={14}
          className="font-mono text-sm"
          value={value}
          maxLength={LESSON_CONTENT_MAX}
          onChange={(e) => onChange(e.target.value)}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          placeholder={'## Heading\n\nSome **bold** text, a [link](https://example.com) and a list:\n\n- one\n- two'}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Markdown: # headings, **bold**, _italic_, lists, links, `code`. Scripts and embedded content are removed.
        </p>
        {error && (
          <p id={`${id}-error`} className="text-sm font-medium text-red-300">
            {error}
          </p>
        )}
      </div>
      <section aria-label="Preview" className="grid content-start gap-2">
        <p className="text-sm font-medium text-white" aria-hidden>
          Preview
        </p>
        <div className="max-h-96 min-h-40 overflow-y-auto rounded-lg border border-border bg-black/40 p-4">
          <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the preview…</p>}>
            <LessonText source={shown} title={title} empty={<p className="text-sm text-muted-foreground">Nothing to preview yet.</p>} />
          </Suspense>
        </div>
      </section>
    </div>
  );
}
