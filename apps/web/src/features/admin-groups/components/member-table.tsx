import { ROLE_NAMES, type GroupMemberRow, type Role } from '@app/core';
import { UserMinus } from 'lucide-react';
import type * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDay } from '@/lib/format-date';
import { td, th } from '@/components/admin-page';

type Variant = React.ComponentProps<typeof Badge>['variant'];
// Colours only, as the users list has them: what a role may do is the policy's.
const ROLE_VARIANTS: Record<Role, Variant> = { student: 'secondary', instructor: 'default', admin: 'warning', subadmin: 'info' };

/**
 * A page of a group's members: name, Staff ID, role and when they were added. On a phone the Staff
 * ID and role sit under the name and the date is left out, so the table never scrolls sideways.
 * `onRemove` (admins only) puts a Remove button on each row.
 */
export function MemberTable({
  groupName,
  members,
  onRemove,
  dimmed,
}: {
  groupName: string;
  members: GroupMemberRow[];
  onRemove?: (member: GroupMemberRow) => void;
  dimmed: boolean;
}) {
  return (
    <div className={`overflow-x-auto rounded-xl border border-border bg-card ${dimmed ? 'opacity-60' : ''}`}>
      <table className="w-full text-sm">
        <caption className="sr-only">Members of {groupName}</caption>
        <thead className="border-b border-border bg-black/30">
          <tr>
            <th scope="col" className={th}>
              Name
            </th>
            <th scope="col" className={`${th} hidden sm:table-cell`}>
              Staff ID
            </th>
            <th scope="col" className={`${th} hidden sm:table-cell`}>
              Role
            </th>
            <th scope="col" className={`${th} hidden md:table-cell`}>
              Added
            </th>
            {onRemove && (
              <th scope="col" className={`${th} text-right`}>
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {members.map((m) => (
            <tr key={m.id} className="hover:bg-white/[0.02]">
              <td className={`${td} min-w-0`}>
                <span className="block font-semibold break-words text-white">{m.fullName}</span>
                {m.managedBy && (
                  // Put here by the directory, which takes it away again when it no longer lists the group.
                  <Badge variant="info" className="mt-1" title="Kept in step with the organisation’s directory at each sign-in">
                    From directory
                  </Badge>
                )}
                <span className="mt-0.5 block text-xs break-all text-zinc-300 sm:hidden">
                  <span className="font-mono">{m.staffId}</span> · {ROLE_NAMES[m.role]}
                </span>
              </td>
              <td className={`${td} hidden font-mono break-all text-zinc-200 sm:table-cell`}>{m.staffId}</td>
              <td className={`${td} hidden sm:table-cell`}>
                <Badge variant={ROLE_VARIANTS[m.role]}>{ROLE_NAMES[m.role]}</Badge>
              </td>
              <td className={`${td} hidden whitespace-nowrap text-zinc-300 md:table-cell`}>{formatDay(m.addedAt)}</td>
              {onRemove && (
                <td className={`${td} text-right whitespace-nowrap`}>
                  <Button
                    variant="ghost-danger"
                    size="icon-sm"
                    onClick={() => onRemove(m)}
                    aria-label={`Remove ${m.fullName} (${m.staffId})`}
                    title="Remove from the group"
                  >
                    <UserMinus aria-hidden />
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
