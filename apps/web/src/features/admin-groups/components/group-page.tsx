import { canPlatform, plural, type GroupMemberRow, type SessionUser } from '@app/core';
import { UserPlus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, ListSkeleton, LoadError, SearchField } from '@/components/list-parts';
import { Pagination } from '@/components/pagination';
import { Button } from '@/components/ui/button';
import { useListAddress } from '@/hooks/use-list-address';
import { usePageCount } from '@/hooks/use-page-count';
import { ApiError } from '@/lib/api';
import { formatDay } from '@/lib/format-date';
import { useGroupMembers } from '../api/get-group-members';
import { AddMembersDialog } from './add-members-dialog';
import { GroupNotFound } from './group-not-found';
import { MemberTable } from './member-table';
import { AdminPage } from '@/components/admin-page';
import { BackToGroups } from './back-to-groups';
import { RemoveMemberDialog } from './remove-member-dialog';

/**
 * /admin/groups/:id: a group's name and member count, and its members, searched and paged in the
 * address. Whoever may manage groups (admins) adds members by Staff ID and removes them; anyone
 * else (subadmins) reads.
 */
export function GroupPage({ id, user }: { id: string; user: SessionUser }) {
  const { q, query, update } = useListAddress();
  const members = useGroupMembers(id, query);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<GroupMemberRow | null>(null);
  const manages = canPlatform(user, 'manage-groups');
  const data = members.data;
  const { pages, moving } = usePageCount(data && { ...data, shown: data.members.length });

  // A group deleted (before the page was opened, or since: the list fetched again after a change says so).
  if (members.error instanceof ApiError && members.error.status === 404) return <GroupNotFound />;

  const group = data?.group;
  return (
    <AdminPage
      above={<BackToGroups />}
      title={group?.name ?? 'Group'}
      description={group ? `${plural(group.memberCount, 'member')} · Created ${formatDay(group.createdAt)}` : 'Loading the group…'}
      actions={
        manages &&
        group && (
          <Button onClick={() => setAdding(true)} className="self-start sm:self-auto">
            <UserPlus aria-hidden /> Add Members
          </Button>
        )
      }
    >
      <section aria-labelledby="members-heading" className="mt-8">
        <h2 id="members-heading" className="text-xl font-bold text-white">
          Members
        </h2>
        <search className="mt-4 max-w-md">
          <SearchField
            id="members-q"
            label="Search members"
            placeholder="Name or Staff ID..."
            value={q}
            onChange={(v) => update({ q: v }, true)}
          />
        </search>

        <p role="status" className="mt-4 min-h-5 text-sm text-zinc-300">
          {data && !members.isError
            ? `${plural(data.total, 'member')}${query.q ? ' found' : ''}`
            : members.isPending
              ? 'Loading members…'
              : ''}
        </p>

        <div className="mt-2" aria-busy={members.isFetching}>
          {members.isError && !data ? (
            <LoadError
              title="Failed to load the members"
              error={members.error}
              onRetry={() => void members.refetch()}
              retrying={members.isFetching}
            />
          ) : !data || moving ? (
            <ListSkeleton label="Loading members" rows={5} />
          ) : data.members.length === 0 ? (
            <EmptyState icon={UsersRound} title={query.q ? 'No members match this search' : 'No members yet'}>
              {query.q ? 'Try another name or Staff ID.' : manages ? 'Add members by pasting their Staff IDs.' : null}
            </EmptyState>
          ) : (
            <MemberTable
              groupName={data.group.name}
              members={data.members}
              onRemove={manages ? setRemoving : undefined}
              dimmed={members.isPlaceholderData}
            />
          )}
        </div>

        {data && pages > 1 && (
          <div className="mt-6">
            <Pagination page={data.page} pages={pages} label="Member pages" />
          </div>
        )}
      </section>

      {adding && group && <AddMembersDialog open group={group} onClose={() => setAdding(false)} />}
      {group && <RemoveMemberDialog group={group} member={removing} onClose={() => setRemoving(null)} />}
    </AdminPage>
  );
}
