import { lazy } from 'react';
import { PublicLayout } from '@/app/layouts/public-layout';
import { SubadminLayout } from '@/app/layouts/subadmin-layout';
import { useSession } from '@/features/auth/api/get-session';
import { StudentDashboard } from '../components/student-dashboard';

const SubadminPanel = lazy(() => import('@/features/subadmin/components/subadmin-panel').then((m) => ({ default: m.SubadminPanel })));

/** /dashboard (behind RequireSession): the Subadmin Panel for subadmins, the student dashboard for everyone else. */
export function Component() {
  const { user } = useSession();
  if (!user) return null;
  if (user.role === 'subadmin')
    return (
      <SubadminLayout>
        <SubadminPanel />
      </SubadminLayout>
    );
  return (
    <PublicLayout>
      <StudentDashboard user={user} />
    </PublicLayout>
  );
}
