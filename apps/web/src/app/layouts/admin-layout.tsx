import {
  BarChart3,
  BookOpen,
  ClipboardCheck,
  GraduationCap,
  LayoutDashboard,
  ScrollText,
  Settings,
  ShieldCheck,
  Star,
  Upload,
  UserCheck,
  Users,
  UsersRound,
} from 'lucide-react';
import type * as React from 'react';
import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { AreaMain } from './area-main';
import { AreaSidebar, type AreaLink } from './area-sidebar';
import { AreaTopbar } from './area-topbar';
import { SidebarUserFooter } from './sidebar-user-footer';

const LINKS: AreaLink[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/users', label: 'Users', icon: Users },
  { to: '/admin/user-management', label: 'Role Management', icon: ShieldCheck },
  { to: '/admin/groups', label: 'Groups', icon: UsersRound },
  { to: '/admin/courses', label: 'Courses', icon: BookOpen },
  { to: '/admin/instructors', label: 'Instructors', icon: GraduationCap },
  { to: '/admin/students', label: 'Students', icon: UserCheck },
  { to: '/admin/analytics', label: 'Analytics', icon: BarChart3 },
  { to: '/admin/compliance', label: 'Compliance', icon: ClipboardCheck },
  { to: '/admin/reviews', label: 'Reviews', icon: Star },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
  { to: '/admin/bulk-import', label: 'Bulk Import', icon: Upload },
  { to: '/admin/audit', label: 'Audit Log', icon: ScrollText },
];

export function AdminLayout({ children }: { children?: React.ReactNode }) {
  return (
    <SidebarProvider>
      <AreaSidebar label="Admin navigation" area="Super Admin" links={LINKS} footer={<SidebarUserFooter />} />
      <SidebarInset>
        <AreaTopbar area="Super Admin" />
        <AreaMain>{children}</AreaMain>
      </SidebarInset>
    </SidebarProvider>
  );
}
