import { useSession } from '@/features/auth';
import { InstructorDashboard } from '../components/instructor-dashboard';

export function Component() {
  const { user } = useSession();
  return user ? <InstructorDashboard user={user} /> : null;
}
