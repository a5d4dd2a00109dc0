import type * as React from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

export function QuizLoading({ label = 'Loading quiz' }: { label?: string }) {
  return (
    <div className="flex min-h-64 flex-col items-center justify-center gap-3 p-8 text-sm text-muted-foreground">
      <Spinner label={label} />
      <p>Loading...</p>
    </div>
  );
}

/** A quiz screen that cannot go on: icon, title, explanation and what to do. */
export function QuizMessage({
  icon,
  title,
  children,
  actions,
  alert = false,
  level = 2,
}: {
  icon: React.ReactNode;
  title: string;
  children?: React.ReactNode;
  actions?: React.ReactNode;
  alert?: boolean;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div role={alert ? 'alert' : undefined} className="flex min-h-64 flex-col items-center justify-center gap-3 p-8 text-center">
      <span aria-hidden className={cn('grid size-14 place-items-center rounded-full bg-white/5 ring-1 ring-white/10 [&>svg]:size-7')}>
        {icon}
      </span>
      <Heading className="text-lg font-bold text-white">{title}</Heading>
      {children && <div className="max-w-md text-sm text-zinc-300">{children}</div>}
      {actions && <div className="mt-2 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
