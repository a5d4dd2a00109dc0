import type * as React from 'react';
import { cn } from '@/lib/utils';

const SIZES = {
  sm: 'h-8 gap-1.5 px-2.5 text-xs [&_svg]:size-3.5',
  md: 'h-9 gap-2 px-3 text-sm whitespace-nowrap [&_svg]:size-4',
};
const ACTIVE = { sm: 'bg-primary text-white', md: 'bg-white text-black' };
const IDLE = { sm: 'text-zinc-300 hover:text-white', md: 'text-zinc-300 hover:bg-accent hover:text-white' };

/** One of a small group of view switches (chart or table, list or by question): pressed when it is the one shown. */
export function ToggleButton({
  active,
  onClick,
  icon,
  size = 'md',
  children,
}: {
  active: boolean;
  onClick: () => void;
  icon: React.ReactNode;
  size?: keyof typeof SIZES;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'inline-flex items-center rounded-md font-semibold transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
        SIZES[size],
        active ? ACTIVE[size] : IDLE[size],
      )}
    >
      {icon}
      {children}
    </button>
  );
}
