import { canUser, type Actor, type AdminUserRow, type Role } from '@app/core';
import { KeyRound, Trash2 } from 'lucide-react';
import { RowMenu } from '@/components/row-menu';
import { Badge } from '@/components/ui/badge';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { UserAvatar } from '@/components/user-avatar';
import { formatDay } from '@/lib/format-date';
import { RoleCell } from './role-cell';

export interface UsersTableProps {
  rows: AdminUserRow[];
  me: Actor;
  adminCount: number;
  /** The roles the select offers. */
  roles: readonly Role[];
  /** The rows' menus of Reset password and Delete (User Management; not Role Management). */
  actions: boolean;
  onRoleChange: (user: AdminUserRow, role: Role) => void;
  onReset: (user: AdminUserRow) => void;
  onDelete: (user: AdminUserRow) => void;
}

function Who({ user, me }: { user: AdminUserRow; me: Actor }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <UserAvatar name={user.fullName} src={user.avatarUrl} className="size-9 rounded-full" />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-white">
          {user.fullName}
          {me?.id === user.id && <Badge variant="outline">You</Badge>}
        </p>
        <p className="truncate text-xs text-muted-foreground">{user.email ?? 'No email'}</p>
        {user.passwordChangePending && (
          <p className="mt-1">
            <Badge variant="warning">Password change pending</Badge>
          </p>
        )}
      </div>
    </div>
  );
}

/** Reset password and Delete, in the row's menu: only what the policy lets the admin do (nothing on their own row). */
function Actions({ user, props }: { user: AdminUserRow; props: UsersTableProps }) {
  const { me, onReset, onDelete } = props;
  const reset = canUser(me, 'reset-password', user);
  const remove = canUser(me, 'delete', user);
  if (!reset && !remove) return null;
  return (
    <RowMenu label={`Actions for ${user.fullName}`}>
      {reset && (
        <DropdownMenuItem onSelect={() => onReset(user)}>
          <KeyRound aria-hidden /> Reset password
        </DropdownMenuItem>
      )}
      {reset && remove && <DropdownMenuSeparator />}
      {remove && (
        <DropdownMenuItem variant="destructive" onSelect={() => onDelete(user)}>
          <Trash2 aria-hidden /> Delete user
        </DropdownMenuItem>
      )}
    </RowMenu>
  );
}

const courses = (n: number) => (n === 0 ? '—' : n === 1 ? '1 course' : `${n} courses`);

/** The accounts of the page: a table from lg up, cards below. */
export function UsersTable(props: UsersTableProps) {
  const { rows, me, adminCount, roles, actions, onRoleChange } = props;
  const role = (user: AdminUserRow) => <RoleCell user={user} me={me} adminCount={adminCount} roles={roles} onChange={onRoleChange} />;
  return (
    <>
      <div
        tabIndex={0}
        role="region"
        aria-label="Users table"
        className="hidden overflow-x-auto rounded-xl border border-border outline-none focus-visible:ring-2 focus-visible:ring-ring lg:block"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Users by name</caption>
          <thead className="border-b border-border bg-card/80 text-xs text-zinc-300">
            <tr>
              <th scope="col" className="px-3 py-3 font-semibold">
                User
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Staff ID
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Role
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Teaches
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Joined
              </th>
              {actions && (
                <th scope="col" className="px-3 py-3 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((user) => (
              <tr key={user.id} className="bg-card/30 align-middle hover:bg-card/70">
                <td className="max-w-72 px-3 py-3">
                  <Who user={user} me={me} />
                </td>
                <td className="px-3 py-3 font-mono text-xs break-all text-zinc-200">{user.staffId}</td>
                <td className="px-3 py-3">{role(user)}</td>
                <td className="px-3 py-3 whitespace-nowrap text-zinc-300">{courses(user.courseCount)}</td>
                <td className="px-3 py-3 whitespace-nowrap text-zinc-300">{formatDay(user.createdAt)}</td>
                {actions && (
                  <td className="px-3 py-3 text-right">
                    <Actions user={user} props={props} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label="Users" className="grid gap-3 lg:hidden">
        {rows.map((user) => (
          <li key={user.id} className="grid gap-3 rounded-xl border border-border bg-card/50 p-4">
            <div className="flex items-start justify-between gap-2">
              <Who user={user} me={me} />
              {actions && <Actions user={user} props={props} />}
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <div>
                <dt className="text-xs text-muted-foreground">Staff ID</dt>
                <dd className="font-mono text-xs break-all text-zinc-200">{user.staffId}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Joined</dt>
                <dd className="text-zinc-200">{formatDay(user.createdAt)}</dd>
              </div>
              {user.courseCount > 0 && (
                <div>
                  <dt className="text-xs text-muted-foreground">Teaches</dt>
                  <dd className="text-zinc-200">{courses(user.courseCount)}</dd>
                </div>
              )}
            </dl>
            <div className="grid gap-1">
              <p aria-hidden className="text-xs text-muted-foreground">
                Role
              </p>
              {role(user)}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
