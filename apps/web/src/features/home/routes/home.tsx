import { lazy, Suspense } from 'react';
import { ForcedPasswordChangeScreen } from '@/app/guards';
import { PublicLayout } from '@/app/layouts/public-layout';
import { PageSpinner } from '@/app/page-spinner';
import { useSession } from '@/features/auth/api/get-session';
import { Landing } from '../components/landing';

// Each role's home is its own chunk: a visitor never downloads a dashboard or an area layout.
const StudentDashboard = lazy(() =>
  import('@/features/dashboard/components/student-dashboard').then((m) => ({ default: m.StudentDashboard })),
);
const InstructorHome = lazy(() => import('./role-homes').then((m) => ({ default: m.InstructorHome })));
const AdminHome = lazy(() => import('./role-homes').then((m) => ({ default: m.AdminHome })));
const SubadminHome = lazy(() => import('./role-homes').then((m) => ({ default: m.SubadminHome })));

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
  if (user.mustChangePassword) return <ForcedPasswordChangeScreen user={user} />;

  switch (user.role) {
    case 'admin':
      return (
        <Suspense fallback={<PageSpinner />}>
          <AdminHome />
        </Suspense>
      );
    case 'subadmin':
      return (
        <Suspense fallback={<PageSpinner />}>
          <SubadminHome />
        </Suspense>
      );
    case 'instructor':
      return (
        <Suspense fallback={<PageSpinner />}>
          <InstructorHome user={user} />
        </Suspense>
      );
    default:
      return (
        <PublicLayout>
          <StudentDashboard user={user} />
        </PublicLayout>
      );
  }
}
