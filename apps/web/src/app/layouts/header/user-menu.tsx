import { homeArea, type SessionUser } from '@app/core';
import { ChevronDown, GraduationCap, LogOut, Settings, ShieldCheck, User } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignOutAndLeave } from '@/features/auth/hooks/use-sign-out-and-leave';
import { displayName, roleLabel } from '@/features/auth/role-label';
import { UserAvatar } from '@/components/user-avatar';

export function UserMenu({ user }: { user: SessionUser }) {
  const { signOut } = useSignOutAndLeave();
  const name = displayName(user);
  const area = homeArea(user);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="flex items-center gap-2 rounded-md p-1 text-sm font-medium text-white outline-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-ring">
        <UserAvatar name={name} src={user.avatarUrl} />
        <span className="sr-only lg:not-sr-only lg:max-w-36 lg:truncate">{name}</span>
        <ChevronDown aria-hidden className="size-4 text-muted-foreground" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel>
          <p className="truncate font-semibold text-white">{name}</p>
          {user.email && <p className="truncate text-xs font-normal text-muted-foreground">{user.email}</p>}
          <p className="mt-1 text-xs font-semibold text-[#ff7a82]">{roleLabel(user)}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem asChild>
            <Link to="/profile">
              <User aria-hidden /> Profile
            </Link>
          </DropdownMenuItem>
          {area === 'instructor' && (
            <DropdownMenuItem asChild>
              <Link to="/instructor">
                <GraduationCap aria-hidden /> Instructor Dashboard
              </Link>
            </DropdownMenuItem>
          )}
          {area === 'admin' && (
            <DropdownMenuItem asChild>
              <Link to="/admin">
                <ShieldCheck aria-hidden /> Super Admin
              </Link>
            </DropdownMenuItem>
          )}
          <DropdownMenuItem asChild>
            <Link to="/settings">
              <Settings aria-hidden /> Settings
            </Link>
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={signOut}>
          <LogOut aria-hidden /> Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
