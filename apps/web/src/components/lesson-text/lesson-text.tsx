import { useMemo } from 'react';
import type * as React from 'react';
import { cn } from '@/lib/utils';
import { renderLessonText } from './render-lesson-text';

// The reading style of lesson text (no typography plugin: the few rules it needs are here).
const PROSE = cn(
  'max-w-3xl text-[15px] leading-7 text-zinc-200 sm:text-base',
  '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-white [&_h3:first-child]:mt-0',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-white',
  '[&_h5]:mt-5 [&_h5]:mb-2 [&_h5]:font-semibold [&_h5]:text-white [&_h6]:mt-4 [&_h6]:font-semibold',
  '[&_p]:my-4 [&_strong]:font-semibold [&_strong]:text-white',
  '[&_a]:font-medium [&_a]:text-brand-text [&_a]:underline [&_a]:underline-offset-2',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5 [&_li]:marker:text-primary',
  '[&_blockquote]:my-5 [&_blockquote]:border-l-4 [&_blockquote]:border-primary/70 [&_blockquote]:bg-white/[0.03] [&_blockquote]:px-4 [&_blockquote]:py-1 [&_blockquote]:text-zinc-300',
  '[&_code]:rounded [&_code]:bg-white/10 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em] [&_code]:text-zinc-100',
  '[&_pre]:my-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:border [&_pre]:border-border [&_pre]:bg-black/60 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:leading-6',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_table]:my-5 [&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:text-sm',
  '[&_th]:border-b [&_th]:border-border [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_th]:text-white',
  '[&_td]:border-b [&_td]:border-border/60 [&_td]:px-3 [&_td]:py-2',
  '[&_hr]:my-8 [&_hr]:border-border [&_img]:my-4 [&_img]:max-w-full [&_img]:rounded-lg',
);

interface LessonTextProps {
  /** The lesson's markdown (or HTML). */
  source: string;
  /** A leading heading repeating the title is dropped: the page shows the title already. */
  title: string;
  className?: string;
  /** Shown when the text renders to nothing. */
  empty?: React.ReactNode;
}

/**
 * Lesson text as learners read it: rendered and sanitized by one renderer, so the player and the
 * lesson editor's preview show exactly the same thing. Kept out of first loads: import it lazily.
 */
export function LessonText({ source, title, className, empty = null }: LessonTextProps) {
  const html = useMemo(() => (source ? renderLessonText(source, title) : ''), [source, title]);
  if (!html.trim()) return <>{empty}</>;
  return <div className={cn(PROSE, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}

export default LessonText;
