import { BarChart3, BookOpen, ClipboardCheck, FileQuestion, Home, LayoutDashboard, Settings, Users } from 'lucide-react';
import type * as React from 'react';
import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { AreaMain } from './area-main';
import { AreaSidebar, type AreaLink } from './area-sidebar';
import { AreaTopbar } from './area-topbar';

const LINKS: AreaLink[] = [
  { to: '/', label: 'Home', icon: Home, end: true },
  { to: '/instructor', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/instructor/courses', label: 'Course Management', icon: BookOpen },
  { to: '/instructor/quizzes', label: 'Quiz Management', icon: FileQuestion },
  { to: '/instructor/subjective-evaluation', label: 'Subjective Evaluation', icon: ClipboardCheck },
  { to: '/instructor/students', label: 'Students', icon: Users },
  { to: '/instructor/analytics', label: 'Analytics', icon: BarChart3 },
  { to: '/instructor/settings', label: 'Settings', icon: Settings },
];

export function InstructorLayout({ children }: { children?: React.ReactNode }) {
  return (
    <SidebarProvider>
      <AreaSidebar label="Instructor navigation" area="Instructor Studio" links={LINKS} />
      <SidebarInset>
        <AreaTopbar area="Instructor Studio" />
        <AreaMain>{children}</AreaMain>
      </SidebarInset>
    </SidebarProvider>
  );
}
