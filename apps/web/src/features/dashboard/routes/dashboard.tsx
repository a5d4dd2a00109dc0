import { can } from '@app/core';
import { useSession } from '@/features/auth';
import { SubadminPanel } from '@/features/subadmin';
import { StudentDashboard } from '../components/student-dashboard';

/**
 * /dashboard (behind RequireSession): the student dashboard for whoever learns, the Subadmin Panel
 * (its own chunk) for the read-only subadmin, who does not. The frame around it is the router's
 * (app/layouts/home-frames.tsx), chosen by the same question.
 */
export function Component() {
  const { user } = useSession();
  if (!user) return null;
  if (!can(user, 'learn')) return <SubadminPanel />;
  return <StudentDashboard user={user} />;
}
