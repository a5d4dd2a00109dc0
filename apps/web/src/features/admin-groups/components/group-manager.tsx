import { canPlatform, plural, type AdminGroupRow, type SessionUser } from '@app/core';
import { Plus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ListSkeleton, LoadError, SearchField } from '@/components/list-parts';
import { Pagination } from '@/components/pagination';
import { Button } from '@/components/ui/button';
import { useListAddress } from '@/hooks/use-list-address';
import { usePageCount } from '@/hooks/use-page-count';
import { formatDay } from '@/lib/format-date';
import { useAdminGroups } from '../api/get-groups';
import { DeleteGroupDialog } from './delete-group-dialog';
import { GroupNameDialog } from './group-name-dialog';
import { RenameDeleteCell, td, th } from '@/components/admin-page';

type Editing = { kind: 'create' } | { kind: 'rename'; group: AdminGroupRow } | null;

/**
 * The groups with their member counts, searched and paged in the address; each name opens the
 * group's members. Whoever may manage groups (canPlatform 'manage-groups': admins) creates, renames
 * and deletes; anyone else (subadmins) reads.
 */
export function GroupManager({ user }: { user: SessionUser }) {
  const { q, query, update } = useListAddress();
  const groups = useAdminGroups(query);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminGroupRow | null>(null);
  const manages = canPlatform(user, 'manage-groups');
  const data = groups.data;
  const { pages, moving } = usePageCount(data && { ...data, shown: data.groups.length });

  return (
    <section aria-label="Groups" className="mt-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <search className="w-full max-w-md">
          <SearchField id="groups-q" label="Search groups" placeholder="Group name..." value={q} onChange={(v) => update({ q: v }, true)} />
        </search>
        {manages && (
          <Button onClick={() => setEditing({ kind: 'create' })}>
            <Plus aria-hidden /> New Group
          </Button>
        )}
      </div>

      <p role="status" className="mt-4 min-h-5 text-sm text-zinc-300">
        {data && !groups.isError ? plural(data.total, 'group') : groups.isPending ? 'Loading groups…' : ''}
      </p>

      <div className="mt-2" aria-busy={groups.isFetching}>
        {groups.isError && !data ? (
          <LoadError
            title="Failed to load groups"
            error={groups.error}
            onRetry={() => void groups.refetch()}
            retrying={groups.isFetching}
          />
        ) : !data || moving ? (
          <ListSkeleton label="Loading groups" rows={4} />
        ) : data.groups.length === 0 ? (
          <EmptyState icon={UsersRound} title={query.q ? 'No groups match this search' : 'No groups yet'}>
            {query.q ? 'Try another name.' : manages ? 'Create the first one, then add its members by Staff ID.' : null}
          </EmptyState>
        ) : (
          <div className={`overflow-x-auto rounded-xl border border-border bg-card ${groups.isPlaceholderData ? 'opacity-60' : ''}`}>
            <table className="w-full text-sm">
              <caption className="sr-only">Groups and their members</caption>
              <thead className="border-b border-border bg-black/30">
                <tr>
                  <th scope="col" className={th}>
                    Name
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    Members
                  </th>
                  <th scope="col" className={`${th} hidden md:table-cell`}>
                    Created
                  </th>
                  {manages && (
                    <th scope="col" className={`${th} text-right`}>
                      <span className="sr-only">Actions</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {data.groups.map((g) => (
                  <tr key={g.id} className="hover:bg-white/[0.02]">
                    <td className={`${td} font-semibold break-words text-white`}>
                      <Link
                        to={`/admin/groups/${g.id}`}
                        className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                      >
                        {g.name}
                      </Link>
                    </td>
                    <td className={`${td} text-right text-zinc-200 tabular-nums`}>{g.memberCount.toLocaleString('en-US')}</td>
                    <td className={`${td} hidden whitespace-nowrap text-zinc-300 md:table-cell`}>{formatDay(g.createdAt)}</td>
                    {manages && (
                      <RenameDeleteCell
                        name={g.name}
                        onRename={() => setEditing({ kind: 'rename', group: g })}
                        onDelete={() => setDeleting(g)}
                      />
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>

      {data && pages > 1 && (
        <div className="mt-6">
          <Pagination page={data.page} pages={pages} label="Group pages" />
        </div>
      )}

      {editing && (
        <GroupNameDialog
          key={editing.kind === 'rename' ? editing.group.id : 'new'}
          open
          group={editing.kind === 'rename' ? editing.group : undefined}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteGroupDialog group={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
