import { Pencil, Trash2 } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';

/**
 * The frame of an admin page: the page's width, its title, its description and its actions, and
 * what stands above the title (a way back to a list).
 */
export function AdminPage({
  title,
  description,
  above,
  actions,
  children,
}: {
  title: string;
  description: string;
  above?: React.ReactNode;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <title>{`${title} | LearnFlix`}</title>
      {above}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight break-words text-white sm:text-4xl">{title}</h1>
          <p className="mt-2 text-muted-foreground">{description}</p>
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}

/** The cells of an admin table. */
export const th = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase';
export const td = 'px-3 py-3 align-middle';

/** A named row's Rename and Delete buttons, in their cell (the categories and groups lists). */
export function RenameDeleteCell({ name, onRename, onDelete }: { name: string; onRename: () => void; onDelete: () => void }) {
  return (
    <td className={`${td} text-right whitespace-nowrap`}>
      <Button variant="ghost" size="icon-sm" onClick={onRename} aria-label={`Rename ${name}`} title="Rename">
        <Pencil aria-hidden />
      </Button>
      <Button variant="ghost-danger" size="icon-sm" onClick={onDelete} aria-label={`Delete ${name}`} title="Delete">
        <Trash2 aria-hidden />
      </Button>
    </td>
  );
}
