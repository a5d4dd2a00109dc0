import { Bell } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { useIsMobile } from '@/hooks/use-mobile';
import { useUnreadCount } from '../api/get-unread-count';
import { useLiveNotifications } from '../hooks/use-live-notifications';

// The list (and zod, which parses it) loads when the bell is first opened, not with every page.
const NotificationsPanel = lazy(() => import('./notifications-panel'));

const countText = (n: number) => (n > 99 ? '99+' : String(n));

/**
 * The header's bell: the unread count (in its accessible name too), and the list in a popover on a
 * wide screen or a sheet on a phone. Live: the count follows the live channel.
 */
export function NotificationsBell({ userId }: { userId: string }) {
  const unread = useUnreadCount();
  useLiveNotifications(userId);
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const count = unread.data?.unreadCount ?? 0;
  const label = count > 0 ? `Notifications, ${count} unread` : 'Notifications';
  const announcement = useArrivals(count);

  const trigger = (
    <Button variant="ghost" size="icon" className="relative size-9 rounded-full" aria-label={label}>
      <Bell aria-hidden className="size-5" />
      {count > 0 && (
        <span
          aria-hidden
          className="absolute -top-0.5 -right-0.5 grid h-[1.125rem] min-w-[1.125rem] place-items-center rounded-full bg-primary px-1 text-[10px] leading-none font-bold text-primary-foreground tabular-nums ring-2 ring-background"
        >
          {countText(count)}
        </span>
      )}
    </Button>
  );
  const panel = (titled: boolean) => (
    <Suspense
      fallback={
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label="Loading notifications" />
        </div>
      }
    >
      <NotificationsPanel titled={titled} onNavigate={() => setOpen(false)} />
    </Suspense>
  );

  return (
    <>
      <span role="status" className="sr-only">
        {announcement}
      </span>
      {mobile ? (
        <Sheet open={open} onOpenChange={setOpen}>
          <SheetTrigger asChild>{trigger}</SheetTrigger>
          <SheetContent side="right" className="w-full gap-0 p-0 sm:max-w-md">
            <SheetHeader className="border-b border-border pr-12">
              <SheetTitle>Notifications</SheetTitle>
              <SheetDescription>{count > 0 ? `${count} unread` : 'You are all caught up.'}</SheetDescription>
            </SheetHeader>
            <div className="min-h-0 flex-1 overflow-y-auto">{panel(false)}</div>
          </SheetContent>
        </Sheet>
      ) : (
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger asChild>{trigger}</PopoverTrigger>
          <PopoverContent aria-label="Notifications" className="w-[min(26rem,calc(100vw-1rem))] p-0">
            <div className="max-h-[min(34rem,calc(100svh-6rem))] overflow-y-auto overscroll-contain">{panel(true)}</div>
          </PopoverContent>
        </Popover>
      )}
    </>
  );
}

/** What a screen reader hears when the count grows while the page is open (not on the first count). */
function useArrivals(count: number) {
  const previous = useRef<number | null>(null);
  const [text, setText] = useState('');
  useEffect(() => {
    if (previous.current !== null && count > previous.current)
      setText(count === 1 ? 'You have a new notification.' : `You have ${count} unread notifications.`);
    previous.current = count;
  }, [count]);
  return text;
}
