import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatClock } from '@/lib/format-clock';

/** 'Resumed at 1:23', with the way back to the start, over the top left of the player. */
export function ResumeNote({ at, onStartOver }: { at: number; onStartOver: () => void }) {
  return (
    <div className="absolute top-3 left-3 z-10 flex items-center gap-2 rounded-full bg-black/75 py-1 pr-1 pl-3 text-xs text-white shadow">
      <span role="status">Resumed at {formatClock(at)}</span>
      <Button size="sm" variant="ghost" className="h-6 rounded-full px-2 text-xs" onClick={onStartOver}>
        <RotateCcw aria-hidden className="size-3" /> Start over
      </Button>
    </div>
  );
}
