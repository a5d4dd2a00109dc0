import { UsersPage } from '../components/users-page';

/** /admin/users: User Management (read-only for subadmins). */
export function Component() {
  return <UsersPage mode="users" />;
}
