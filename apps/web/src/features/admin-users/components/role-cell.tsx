import { ROLE_NAMES, ROLES, type Actor, type AdminUserRow, type Role } from '@app/core';
import { useId } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import { administersAccounts, roleLockReasons } from '../role-lock';
import { RoleBadge } from './role-badge';

/**
 * A user's role: a select for an admin (disabled, with the reason, for their own role and the last
 * admin's), a badge for a reader. Choosing a role asks `onChange`, which confirms before anything is sent.
 */
export function RoleCell({
  user,
  me,
  adminCount,
  roles,
  onChange,
}: {
  user: AdminUserRow;
  me: Actor;
  adminCount: number;
  /** The roles offered (the user's own is always among them). */
  roles: readonly Role[];
  onChange: (user: AdminUserRow, role: Role) => void;
}) {
  const reasonId = useId();
  if (!administersAccounts(me)) return <RoleBadge role={user.role} />;
  const locks = roleLockReasons(me, user, adminCount);
  const options = ROLES.filter((r) => roles.includes(r) || r === user.role);
  return (
    <div className="grid min-w-36 gap-1">
      <NativeSelect
        aria-label={`Role of ${user.fullName}`}
        aria-describedby={locks.length ? reasonId : undefined}
        value={user.role}
        disabled={locks.length > 0}
        onChange={(e) => {
          const role = ROLES.find((r) => r === e.target.value);
          if (role) onChange(user, role);
        }}
        className="h-9 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {options.map((r) => (
          <option key={r} value={r}>
            {ROLE_NAMES[r]}
          </option>
        ))}
      </NativeSelect>
      {locks.length > 0 && (
        <p id={reasonId} className="grid max-w-60 gap-1 text-xs text-muted-foreground">
          {locks.map((l) => (
            <span key={l}>{l}</span>
          ))}
        </p>
      )}
    </div>
  );
}
