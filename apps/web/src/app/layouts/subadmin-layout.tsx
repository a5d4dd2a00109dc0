import { MESSAGES } from '@app/core';
import {
  BarChart3,
  BookOpen,
  ClipboardCheck,
  FolderTree,
  GraduationCap,
  Info,
  LayoutDashboard,
  ScrollText,
  Settings,
  Star,
  UserCheck,
  Users,
  UsersRound,
} from 'lucide-react';
import type * as React from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { AreaMain } from './area-main';
import { AreaSidebar, type AreaLink } from './area-sidebar';
import { AreaTopbar } from './area-topbar';
import { SidebarUserFooter } from './sidebar-user-footer';

const LINKS: AreaLink[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/users', label: 'Users', icon: Users },
  { to: '/admin/groups', label: 'Groups', icon: UsersRound },
  { to: '/admin/courses', label: 'Courses', icon: BookOpen },
  { to: '/admin/students', label: 'Students', icon: UserCheck },
  { to: '/admin/analytics', label: 'Analytics', icon: BarChart3 },
  { to: '/admin/compliance', label: 'Compliance', icon: ClipboardCheck },
  { to: '/admin/instructors', label: 'Instructors', icon: GraduationCap },
  { to: '/admin/categories', label: 'Categories', icon: FolderTree },
  { to: '/admin/reviews', label: 'Reviews', icon: Star },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
  { to: '/admin/audit', label: 'Audit Log', icon: ScrollText },
];

/** The subadmin's read-only view of admin data: every page carries the read-only notice. */
export function SubadminLayout({ children }: { children?: React.ReactNode }) {
  return (
    <SidebarProvider>
      <AreaSidebar label="Subadmin navigation" area="Subadmin" links={LINKS} footer={<SidebarUserFooter />} />
      <SidebarInset>
        <AreaTopbar area="Subadmin" />
        <AreaMain
          notice={
            <div className="mx-auto w-full max-w-7xl px-4 pt-6 sm:px-6">
              <Alert variant="info">
                <Info aria-hidden />
                <AlertDescription>{MESSAGES.readOnly}</AlertDescription>
              </Alert>
            </div>
          }
        >
          {children}
        </AreaMain>
      </SidebarInset>
    </SidebarProvider>
  );
}
