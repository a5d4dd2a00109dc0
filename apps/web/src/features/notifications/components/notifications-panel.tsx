import type { NotificationItem } from '@app/core';
import { formatDistanceToNowStrict } from 'date-fns';
import { AlertCircle, BellOff, Check, CheckCheck, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkRead } from '../api/mark-read';
import { NotificationIcon } from './notification-icon';

/**
 * The bell's list: newest first, with mark-as-read, mark all, links to the place, and older pages on
 * demand. `titled`: with its own heading (the popover); a sheet has its title already.
 */
export default function NotificationsPanel({ onNavigate, titled }: { onNavigate: () => void; titled: boolean }) {
  const list = useNotifications(true);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const items = list.data?.pages.flatMap((p) => p.notifications) ?? [];
  // The bell's own count: read marks update it at once.
  const unread = useUnreadCount().data?.unreadCount ?? list.data?.pages[0]?.unreadCount ?? 0;

  const open = (n: NotificationItem) => {
    if (!n.readAt) markRead.mutate(n.id);
    onNavigate();
  };

  return (
    <div>
      <div
        className={cn(
          'sticky top-0 z-10 flex items-center gap-2 border-b border-border bg-popover/95 px-4 py-2 backdrop-blur',
          titled ? 'justify-between py-3' : 'justify-end',
        )}
      >
        {titled && <h2 className="text-sm font-semibold text-white">Notifications</h2>}
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0 || markAll.isPending}
          onClick={() =>
            markAll.mutate(items[0]?.id, { onError: (e) => toast.error(errorMessage(e, 'Failed to mark notifications as read')) })
          }
        >
          <CheckCheck aria-hidden /> Mark all as read
        </Button>
      </div>

      {list.isPending ? (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label="Loading notifications" />
        </div>
      ) : list.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center text-sm">
          <AlertCircle aria-hidden className="size-6 text-red-300" />
          <p className="font-medium text-white">Could not load your notifications</p>
          <p className="text-muted-foreground">{list.error.message}</p>
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            <RotateCcw aria-hidden /> Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-6 py-10 text-center text-sm">
          <BellOff aria-hidden className="size-6 text-muted-foreground" />
          <p className="font-medium text-white">No notifications yet</p>
          <p className="text-muted-foreground">Grades, new lessons and other news about your courses will appear here.</p>
        </div>
      ) : (
        <>
          <ul className="divide-y divide-border">
            {items.map((n) => (
              <NotificationRow key={n.id} item={n} onOpen={() => open(n)} onMarkRead={() => markRead.mutate(n.id)} />
            ))}
          </ul>
          {list.hasNextPage && (
            <div className="border-t border-border p-3 text-center">
              <Button variant="ghost" size="sm" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {list.isFetchingNextPage ? 'Loading...' : 'Load older notifications'}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

function NotificationRow({ item, onOpen, onMarkRead }: { item: NotificationItem; onOpen: () => void; onMarkRead: () => void }) {
  const unread = !item.readAt;
  return (
    <li className={cn('relative flex items-start gap-3 px-4 py-3', unread && 'bg-primary/[0.07]')}>
      <NotificationIcon kind={item.kind} />
      <div className="min-w-0 flex-1">
        <Link
          to={item.link}
          onClick={onOpen}
          className="block rounded-sm outline-none after:absolute after:inset-0 focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className={cn('block text-sm break-words', unread ? 'font-semibold text-white' : 'text-zinc-200')}>{item.title}</span>
          <span className="mt-0.5 block text-sm break-words text-zinc-400">{item.body}</span>
          {unread && <span className="sr-only"> (unread)</span>}
        </Link>
        <Ago iso={item.createdAt} />
      </div>
      {unread && (
        <Button
          variant="ghost"
          size="icon-sm"
          // Above the row's link, which covers the row.
          className="relative z-10 -mr-2 shrink-0 text-muted-foreground hover:text-white"
          aria-label={`Mark as read: ${item.title}`}
          title="Mark as read"
          onClick={onMarkRead}
        >
          <Check aria-hidden />
        </Button>
      )}
    </li>
  );
}

/** '5 minutes ago', kept current while the list is open. */
function Ago({ iso }: { iso: string }) {
  const [, tick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => tick((n) => n + 1), 60_000);
    return () => clearInterval(timer);
  }, []);
  const date = new Date(iso);
  return (
    <time dateTime={iso} title={date.toLocaleString()} className="mt-1 block text-xs text-muted-foreground">
      {formatDistanceToNowStrict(date, { addSuffix: true })}
    </time>
  );
}
