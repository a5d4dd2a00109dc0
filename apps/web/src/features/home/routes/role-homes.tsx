import type { SessionUser } from '@app/core';
import { lazy } from 'react';
import { AdminLayout } from '@/app/layouts/admin-layout';
import { InstructorLayout } from '@/app/layouts/instructor-layout';
import { SubadminLayout } from '@/app/layouts/subadmin-layout';

// The homes of the area roles: layout and dashboard, each dashboard in its own chunk.
const InstructorDashboard = lazy(() =>
  import('@/features/instructor/components/instructor-dashboard').then((m) => ({ default: m.InstructorDashboard })),
);
const AdminDashboard = lazy(() => import('@/features/admin/components/admin-dashboard').then((m) => ({ default: m.AdminDashboard })));
const SubadminPanel = lazy(() => import('@/features/subadmin/components/subadmin-panel').then((m) => ({ default: m.SubadminPanel })));

export function AdminHome() {
  return (
    <AdminLayout>
      <AdminDashboard />
    </AdminLayout>
  );
}

export function SubadminHome() {
  return (
    <SubadminLayout>
      <SubadminPanel />
    </SubadminLayout>
  );
}

export function InstructorHome({ user }: { user: SessionUser }) {
  return (
    <InstructorLayout>
      <InstructorDashboard user={user} />
    </InstructorLayout>
  );
}
