import { BookOpen, LayoutDashboard, Settings, ShieldCheck, Users } from 'lucide-react';
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
  { to: '/admin/courses', label: 'Courses', icon: BookOpen },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
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
