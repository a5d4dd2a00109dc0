// The frames of the two pages whose layout depends on who is asking. The pages themselves
// (features/home, features/dashboard) render only their content, by the same policy question.
import { can, homeArea } from '@app/core';
import { PageSpinner } from '@/components/page-spinner';
import { useSession } from '@/features/auth';
import { AreaFrame } from './area-frame';

/** `/`: the public frame for visitors, else the frame of the user's home area. */
export function HomeFrame() {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageSpinner />;
  if (!user) return <AreaFrame area={null} />;
  return <AreaFrame area={homeArea(user)} />;
}

/** /dashboard (behind RequireSession): the public frame for learners, the platform area's for those who do not learn (subadmins). */
export function DashboardFrame() {
  const { user } = useSession();
  return <AreaFrame area={can(user, 'learn') ? null : 'platform'} />;
}
