import { homeArea } from '@app/core';
import { AdminDashboard } from '@/features/admin-users';
import { useSession } from '@/features/auth';
import { StudentDashboard } from '@/features/dashboard';
import { InstructorDashboard } from '@/features/instructor-courses';
import { SubadminPanel } from '@/features/subadmin';
import { Landing } from '../components/landing';

/**
 * `/`: the landing page for visitors, the home of the user's area for everyone else (each in its own
 * chunk: a visitor never downloads a dashboard). The frame around it, and the wait for the session,
 * are the router's (app/layouts/home-frames.tsx).
 */
export function Component() {
  const { user } = useSession();
  if (!user) return <Landing />;
  switch (homeArea(user)) {
    case 'admin':
      return <AdminDashboard />;
    case 'instructor':
      return <InstructorDashboard user={user} />;
    case 'platform':
      return <SubadminPanel />;
    default:
      return <StudentDashboard user={user} />;
  }
}
