import type * as React from 'react';
import { cn } from '@/lib/utils';

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        'flex min-h-24 w-full rounded-md border border-input bg-black/40 px-3 py-2 text-base text-foreground placeholder:text-muted-foreground md:text-sm',
        'outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60',
        'aria-invalid:border-red-400',
        className,
      )}
      {...props}
    />
  );
}
