import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { Logo } from '@/components/logo';
import {
  Sidebar,
  SidebarContent,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuItem,
  SidebarMenuLink,
} from '@/components/ui/sidebar';

export interface AreaLink {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
}

interface AreaSidebarProps {
  /** Names the landmark and the mobile sheet, e.g. 'Instructor navigation'. */
  label: string;
  /** Shown under the logo, e.g. 'Instructor Studio'. */
  area: string;
  links: AreaLink[];
  footer?: React.ReactNode;
}

/** The collapsible sidebar of the instructor, admin and subadmin areas. */
export function AreaSidebar({ label, area, links, footer }: AreaSidebarProps) {
  return (
    <Sidebar label={label}>
      <SidebarHeader className="h-16 justify-center border-b border-sidebar-border px-3 group-data-[state=collapsed]/sidebar:px-2">
        <Logo compact={false} className="group-data-[state=collapsed]/sidebar:[&>span:last-child]:sr-only" />
      </SidebarHeader>
      <SidebarContent>
        <SidebarGroup>
          <SidebarGroupLabel>{area}</SidebarGroupLabel>
          <nav aria-label={label}>
            <SidebarMenu>
              {links.map((link) => (
                <SidebarMenuItem key={link.to}>
                  <SidebarMenuLink to={link.to} icon={link.icon} label={link.label} end={link.end} />
                </SidebarMenuItem>
              ))}
            </SidebarMenu>
          </nav>
        </SidebarGroup>
      </SidebarContent>
      {footer}
    </Sidebar>
  );
}
