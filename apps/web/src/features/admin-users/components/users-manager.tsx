import {
  ADMIN_USERS_PAGE_SIZE,
  canPlatform,
  CREATABLE_ROLES,
  MESSAGES,
  plural,
  ROLES,
  roleChangeStep,
  type AdminUserRow,
  type Role,
} from '@app/core';
import { AlertCircle, RotateCcw, Upload, UserPlus, Users } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Pagination } from '@/components/pagination';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/auth';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePageCount } from '@/hooks/use-page-count';
import { ApiError, errorMessage } from '@/lib/api';
import { useUsers } from '../api/get-users';
import { usersParams } from '../api/users-params';
import { administersAccounts } from '../role-lock';
import { CreateUserDialog } from './create-user-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { RoleChangeDialog } from './role-change-dialog';
import { UsersFilters } from './users-filters';
import { UsersTable } from './users-table';

type Open = { kind: 'role'; user: AdminUserRow; role: Role } | { kind: 'reset' | 'delete'; user: AdminUserRow } | null;

/**
 * The users list with its search, role filter and pages in the address (?q=&role=&page=), and what
 * an admin does to an account: Create User (User Management), change a role, reset a password,
 * delete. `mode` 'roles' is Role Management: every role in the select, nothing else to do.
 * Readers (subadmins) get the same list without a control that writes: the policy says so.
 */
export function UsersManager({
  mode,
  headed = false,
}: {
  mode: 'users' | 'roles';
  /** A heading of its own (inside the dashboard's tab). */ headed?: boolean;
}) {
  const id = useId();
  const { user: me } = useSession();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const debouncedQ = useDebouncedValue(q.trim(), 350);
  const users = useUsers(usersParams(params, debouncedQ));
  const data = users.data;
  const { pages, moving } = usePageCount(data && { ...data, shown: data.users.length });
  const [open, setOpen] = useState<Open>(null);
  const [creating, setCreating] = useState(false);
  const badFilter = users.error instanceof ApiError && users.error.status === 400;

  // The spec's toast when the list cannot be read (beside the message in place of the table).
  useEffect(() => {
    if (users.isError && !badFilter)
      toast.error(MESSAGES.usersLoadFailed, { id: 'users-load', description: errorMessage(users.error, 'Please try again.') });
  }, [users.isError, users.error, badFilter]);

  const update = (change: Record<string, string | undefined>, replace = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete('page');
    setParams(next, { replace });
  };

  // A dialog shows the user as the list shows them now (read again after every change or refusal).
  const latest = (user: AdminUserRow) => data?.users.find((u) => u.id === user.id) ?? user;
  // Someone else may have made the very change meanwhile: then there is nothing left to confirm.
  const changing = open?.kind === 'role' ? latest(open.user) : null;
  const roleChange =
    open?.kind === 'role' && changing && roleChangeStep(changing.role, changing.role, open.role) === 'change'
      ? { user: changing, role: open.role }
      : null;
  // Create User and Bulk Import: on User Management, for those who administer accounts.
  const creates = mode === 'users' && administersAccounts(me);
  const filtered = Boolean(q || params.get('role'));

  return (
    <section aria-label={mode === 'roles' ? 'User roles' : 'Users'} className="grid gap-4">
      {(headed || creates) && (
        <div className={`flex flex-col gap-3 sm:flex-row sm:items-end ${headed ? 'sm:justify-between' : 'sm:justify-end'}`}>
          {headed && (
            <div className="min-w-0">
              <h2 className="text-xl font-bold text-white">Users</h2>
              <p className="mt-1 text-sm text-muted-foreground">Search by name, email, Staff ID or role.</p>
            </div>
          )}
          {creates && (
            <div className="flex flex-wrap gap-2">
              {canPlatform(me, 'import-users') && (
                <Button asChild variant="outline">
                  <Link to="/admin/bulk-import">
                    <Upload aria-hidden /> Bulk Import
                  </Link>
                </Button>
              )}
              <Button onClick={() => setCreating(true)}>
                <UserPlus aria-hidden /> Create User
              </Button>
            </div>
          )}
        </div>
      )}

      <UsersFilters id={id} q={q} role={params.get('role') ?? ''} onChange={update} />

      <div className="flex min-h-9 flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-zinc-300">
          {data && !users.isError ? plural(data.total, 'user') : users.isPending ? 'Loading users…' : ''}
        </p>
        {filtered && (
          <Button variant="ghost" size="sm" onClick={() => update({ q: undefined, role: undefined })}>
            <RotateCcw aria-hidden /> Clear filters
          </Button>
        )}
      </div>

      {users.isError ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden />
          <AlertDescription className="flex flex-wrap items-center gap-3">
            {badFilter
              ? errorMessage(users.error, 'These filters are not valid.')
              : `${MESSAGES.usersLoadFailed}. ${errorMessage(users.error, 'Please try again.')}`}
            {!badFilter && (
              <Button variant="outline" size="sm" onClick={() => void users.refetch()}>
                Try again
              </Button>
            )}
          </AlertDescription>
        </Alert>
      ) : !data || moving ? (
        <div role="status" aria-label="Loading users" className="grid gap-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      ) : data.users.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-border px-6 py-14 text-center">
          <Users aria-hidden className="size-10 text-zinc-500" />
          <h3 className="text-lg font-bold text-white">{filtered ? 'No users match these filters' : 'No users yet'}</h3>
          <p className="max-w-md text-sm text-muted-foreground">
            {filtered ? 'Try another search or role.' : 'Create a user to get started.'}
          </p>
        </div>
      ) : (
        <div className={users.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <UsersTable
            rows={data.users}
            me={me}
            adminCount={data.adminCount}
            roles={mode === 'roles' ? ROLES : CREATABLE_ROLES}
            actions={mode === 'users'}
            onRoleChange={(user, role) => setOpen({ kind: 'role', user, role })}
            onReset={(user) => setOpen({ kind: 'reset', user })}
            onDelete={(user) => setOpen({ kind: 'delete', user })}
          />
        </div>
      )}

      {data && pages > 1 && (
        <div className="mt-2">
          <Pagination page={data.page} pages={pages} label="Users pages" />
          <p className="mt-2 text-center text-xs text-muted-foreground">
            {ADMIN_USERS_PAGE_SIZE} a page · page {data.page} of {pages}
          </p>
        </div>
      )}

      <CreateUserDialog open={creating} onOpenChange={setCreating} />
      {/* Keyed by what they are about: a refusal or a choice never carries over to another user. */}
      <RoleChangeDialog key={`role-${roleChange?.user.id}-${roleChange?.role}`} change={roleChange} onClose={() => setOpen(null)} />
      <ResetPasswordDialog
        key={`reset-${open?.kind === 'reset' ? open.user.id : ''}`}
        user={open?.kind === 'reset' ? latest(open.user) : null}
        onClose={() => setOpen(null)}
      />
      <DeleteUserDialog
        key={`delete-${open?.kind === 'delete' ? open.user.id : ''}`}
        user={open?.kind === 'delete' ? latest(open.user) : null}
        onClose={() => setOpen(null)}
      />
    </section>
  );
}
