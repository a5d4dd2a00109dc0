import { useSession } from '@/features/auth';
import { GroupManager } from '../components/group-manager';
import { AdminPage } from '@/components/admin-page';

/** /admin/groups: the groups (departments) with their member counts (managed by admins, read by subadmins). */
export function Component() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <AdminPage title="Groups" description="Departments and teams, and who is in each. A person may be in any number of groups.">
      <GroupManager user={user} />
    </AdminPage>
  );
}
