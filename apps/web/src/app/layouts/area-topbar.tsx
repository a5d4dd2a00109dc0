import type * as React from 'react';
import { Separator } from '@/components/ui/separator';
import { SidebarTrigger } from '@/components/ui/sidebar';
import { useSession } from '@/features/auth/api/get-session';
import { NotificationsButton } from './header/notifications-button';
import { UserMenu } from './header/user-menu';

/** The bar above an area's content: sidebar toggle, the area's name, account controls. */
export function AreaTopbar({ area, badge }: { area: string; badge?: React.ReactNode }) {
  const { user } = useSession();
  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-b border-white/5 bg-background/90 px-3 backdrop-blur-md sm:px-4">
      <SidebarTrigger />
      <Separator orientation="vertical" className="mx-1 !h-5" />
      <p className="truncate text-sm font-semibold text-zinc-200">{area}</p>
      {badge}
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <NotificationsButton />
        {user && <UserMenu user={user} />}
      </div>
    </header>
  );
}
