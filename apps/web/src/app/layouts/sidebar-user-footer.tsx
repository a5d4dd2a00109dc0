import { LogOut } from 'lucide-react';
import { SidebarFooter, SidebarMenuButton } from '@/components/ui/sidebar';
import { useSession } from '@/features/auth/api/get-session';
import { useSignOutAndLeave } from '@/features/auth/hooks/use-sign-out-and-leave';
import { displayName } from '@/features/auth/role-label';
import { UserAvatar } from '@/components/user-avatar';

/** Who is signed in (name and Staff ID) and a Sign Out button, at the foot of the admin sidebars. */
export function SidebarUserFooter() {
  const { user } = useSession();
  const { signOut, isPending } = useSignOutAndLeave();
  if (!user) return null;
  const name = displayName(user);
  return (
    <SidebarFooter>
      <div className="flex items-center gap-3 rounded-md px-1 py-1.5 group-data-[state=collapsed]/sidebar:justify-center group-data-[state=collapsed]/sidebar:px-0">
        <UserAvatar name={name} src={user.avatarUrl} />
        <div className="min-w-0 group-data-[state=collapsed]/sidebar:sr-only">
          <p className="truncate text-sm font-semibold text-white">{name}</p>
          <p className="truncate text-xs text-muted-foreground">Staff ID: {user.staffId}</p>
        </div>
      </div>
      <SidebarMenuButton icon={LogOut} label="Sign Out" onClick={signOut} disabled={isPending} />
    </SidebarFooter>
  );
}
