import { UsersPage } from '../components/users-page';

/** /admin/user-management: Role Management, admins only. */
export function Component() {
  return <UsersPage mode="roles" />;
}
