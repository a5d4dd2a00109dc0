import { useMemo } from 'react';
import { cn } from '@/lib/utils';
import { renderQuestionText } from './render-lesson-text';

// Lesson text's rules for code, emphasis and blocks, at the size of a question.
const QUESTION_PROSE = cn(
  'break-words [&_strong]:font-semibold [&_strong]:text-white [&_em]:italic',
  '[&_p]:my-2 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0',
  '[&_a]:font-medium [&_a]:text-brand-text [&_a]:underline [&_a]:underline-offset-2',
  '[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_code]:rounded [&_code]:bg-white/10 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em] [&_code]:font-normal [&_code]:text-zinc-100',
  '[&_pre]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:border [&_pre]:border-border [&_pre]:bg-black/60 [&_pre]:p-3 [&_pre]:text-sm [&_pre]:leading-6',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_img]:my-2 [&_img]:max-w-full [&_img]:rounded-lg',
);

interface QuestionTextProps {
  /** The question as its author wrote it (markdown). */
  source: string;
  className?: string;
  /** A span inside phrasing content (a legend), a div elsewhere. */
  as?: 'span' | 'div' | 'p';
  title?: string;
}

/**
 * A quiz question as learners and graders read it: markdown rendered and sanitized by the lesson
 * text renderer, so `code` shows as code and not as backticks, everywhere a question appears.
 */
export function QuestionText({ source, className, as: Tag = 'div', title }: QuestionTextProps) {
  const html = useMemo(() => renderQuestionText(source), [source]);
  return <Tag className={cn(QUESTION_PROSE, className)} title={title} dangerouslySetInnerHTML={{ __html: html }} />;
}
