import type * as React from 'react';
import { useLayoutEffect, useRef } from 'react';
import { cn } from '@/lib/utils';

/** Whether the browser sizes a field to its content itself (Chromium 123+); Firefox and older Safari do not. */
const sizesItself = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');

/**
 * A text area. `autoGrow`: it grows with its text up to 24rem, then scrolls (`field-sizing:
 * content`, and where the browser lacks it, its height set from its scroll height as the text
 * changes), so a long description is read whole without a tiny box to scroll.
 */
export function Textarea({ className, autoGrow = false, ...props }: React.ComponentProps<'textarea'> & { autoGrow?: boolean }) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!autoGrow || sizesItself || !el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight + el.offsetHeight - el.clientHeight}px`;
  }, [autoGrow, props.value]);
  return (
    <textarea
      ref={ref}
      data-slot="textarea"
      className={cn(
        'flex min-h-24 w-full rounded-md border border-input bg-black/40 px-3 py-2 text-base text-foreground placeholder:text-muted-foreground md:text-sm',
        'outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60',
        'aria-invalid:border-red-400',
        autoGrow && 'field-sizing-content max-h-96 resize-none overflow-y-auto',
        className,
      )}
      {...props}
    />
  );
}
