import { lazy } from 'react';
import { AdminLayout } from '@/app/layouts/admin-layout';
import { InstructorLayout } from '@/app/layouts/instructor-layout';
import { PublicLayout } from '@/app/layouts/public-layout';
import { SubadminLayout } from '@/app/layouts/subadmin-layout';
import { PageSpinner } from '@/app/page-spinner';
import { useSession } from '@/features/auth/api/get-session';
import { ForcedPasswordChange } from '@/features/auth/components/forced-password-change';
import { Landing } from '../components/landing';

// Each role's home is its own chunk: a visitor never downloads the admin dashboard.
const StudentDashboard = lazy(() =>
  import('@/features/dashboard/components/student-dashboard').then((m) => ({ default: m.StudentDashboard })),
);
const InstructorDashboard = lazy(() =>
  import('@/features/instructor/components/instructor-dashboard').then((m) => ({ default: m.InstructorDashboard })),
);
const AdminDashboard = lazy(() => import('@/features/admin/components/admin-dashboard').then((m) => ({ default: m.AdminDashboard })));
const SubadminPanel = lazy(() => import('@/features/subadmin/components/subadmin-panel').then((m) => ({ default: m.SubadminPanel })));

/** `/`: the landing page for visitors, the role's home for a signed-in user. */
export function Component() {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageSpinner />;
  if (!user)
    return (
      <PublicLayout>
        <Landing />
      </PublicLayout>
    );
  if (user.mustChangePassword) return <ForcedPasswordChange user={user} />;

  switch (user.role) {
    case 'admin':
      return (
        <AdminLayout>
          <AdminDashboard />
        </AdminLayout>
      );
    case 'subadmin':
      return (
        <SubadminLayout>
          <SubadminPanel />
        </SubadminLayout>
      );
    case 'instructor':
      return (
        <InstructorLayout>
          <InstructorDashboard user={user} />
        </InstructorLayout>
      );
    default:
      return (
        <PublicLayout>
          <StudentDashboard user={user} />
        </PublicLayout>
      );
  }
}
