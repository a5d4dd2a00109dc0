import { uuid } from '@app/core';
import { useParams } from 'react-router';
import { useSession } from '@/features/auth';
import { GroupNotFound } from '../components/group-not-found';
import { GroupPage } from '../components/group-page';

/** /admin/groups/:id: a group and its members (managed by admins, read by subadmins). */
export function Component() {
  const { user } = useSession();
  const { id = '' } = useParams();
  if (!user) return null;
  // An address that is no group id at all (a mistyped link) is asked of nobody.
  if (!uuid.safeParse(id).success) return <GroupNotFound />;
  // A page of its own per group: nothing typed or opened on one group's page carries to another's.
  return <GroupPage key={id} id={id} user={user} />;
}
