import { MoreVertical } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';

/**
 * A list row's overflow menu (a quiet ⋮ named for its row): destructive actions live here, one
 * deliberate step away, instead of a loud button on every row. Radix gives it the keyboard (Enter,
 * Space or an arrow opens it, arrows move, Escape closes it and puts the focus back on the button).
 */
export function RowMenu({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={label}>
          <MoreVertical aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-44">
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
