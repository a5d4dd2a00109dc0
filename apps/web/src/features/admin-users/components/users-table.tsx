import { canUser, type Actor, type AdminUserRow, type Role } from '@app/core';
import { KeyRound, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { UserAvatar } from '@/components/user-avatar';
import { formatDay } from '@/lib/format-date';
import { RoleCell } from './role-cell';

export interface UsersTableProps {
  rows: AdminUserRow[];
  me: Actor;
  adminCount: number;
  /** The roles the select offers. */
  roles: readonly Role[];
  /** Reset password and Delete, for those the policy lets act (User Management; not Role Management). */
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

function Actions({ user, props, wrap }: { user: AdminUserRow; props: UsersTableProps; wrap: boolean }) {
  const { me, onReset, onDelete } = props;
  const reset = canUser(me, 'reset-password', user);
  const remove = canUser(me, 'delete', user);
  if (!reset && !remove) return null;
  return (
    <div className={`flex gap-2 ${wrap ? 'flex-wrap' : 'flex-nowrap'}`}>
      {reset && (
        <Button variant="outline" size="sm" onClick={() => onReset(user)} aria-label={`Reset password for ${user.fullName}`}>
          <KeyRound aria-hidden /> Reset password
        </Button>
      )}
      {remove && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onDelete(user)}
          aria-label={`Delete ${user.fullName}`}
          className="border-red-500/40 text-red-200 hover:bg-red-950/60 hover:text-red-100"
        >
          <Trash2 aria-hidden /> Delete
        </Button>
      )}
    </div>
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
                  <td className="px-3 py-3">
                    <Actions user={user} props={props} wrap={false} />
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
            <Who user={user} me={me} />
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
            {actions && <Actions user={user} props={props} wrap />}
          </li>
        ))}
      </ul>
    </>
  );
}
