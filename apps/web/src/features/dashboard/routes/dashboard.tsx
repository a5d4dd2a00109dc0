import { lazy, Suspense } from 'react';
import { PublicLayout } from '@/app/layouts/public-layout';
import { PageSpinner } from '@/app/page-spinner';
import { useSession } from '@/features/auth/api/get-session';
import { StudentDashboard } from '../components/student-dashboard';

// The Subadmin Panel and its layout are a chunk of their own: students never download them.
const SubadminHome = lazy(() => import('@/features/home/routes/role-homes').then((m) => ({ default: m.SubadminHome })));

/** /dashboard (behind RequireSession): the Subadmin Panel for subadmins, the student dashboard for everyone else. */
export function Component() {
  const { user } = useSession();
  if (!user) return null;
  if (user.role === 'subadmin')
    return (
      <Suspense fallback={<PageSpinner />}>
        <SubadminHome />
      </Suspense>
    );
  return (
    <PublicLayout>
      <StudentDashboard user={user} />
    </PublicLayout>
  );
}
