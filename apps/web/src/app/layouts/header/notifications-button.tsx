import { Bell, BellOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

export function NotificationsButton() {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="size-9 rounded-full">
          <Bell aria-hidden className="size-5" />
          <span className="sr-only">Notifications</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Notifications" className="w-64">
        <p className="text-sm font-semibold text-white">Notifications</p>
        <div className="mt-3 flex items-center gap-3 rounded-md bg-black/30 p-3 text-sm text-zinc-300">
          <BellOff aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          No new notifications
        </div>
      </PopoverContent>
    </Popover>
  );
}
